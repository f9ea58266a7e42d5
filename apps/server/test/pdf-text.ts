import { inflateSync } from 'node:zlib';

// The text a PDF made by pdfkit draws, read back for tests: its objects' streams inflated, each
// text operator's glyph codes read with the ToUnicode map of the font selected before it. Enough
// for our own documents (pdfkit's fonts are subsets with two-byte codes), not a general reader.

interface PdfObject {
  dict: string;
  stream: string | null;
}

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    const body = match[2] ?? '';
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(match[1] ?? '', { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = at + (body.slice(at).match(/^stream\r?\n/)?.[0].length ?? 7);
    const bytes = Buffer.from(body.slice(start, body.lastIndexOf('endstream')).replace(/\r?\n$/, ''), 'latin1');
    let stream: string | null = bytes.toString('latin1');
    if (dict.includes('/FlateDecode')) {
      try {
        stream = inflateSync(bytes).toString('latin1');
      } catch {
        stream = null; // A font program or an image: not text.
      }
    }
    objects.set(match[1] ?? '', { dict, stream });
  }
  return objects;
}

const hexText = (hex: string) => {
  let text = '';
  for (let at = 0; at + 4 <= hex.length; at += 4)
    text += String.fromCharCode(Number.parseInt(hex.slice(at, at + 4), 16));
  return text;
};

function cmapOf(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set((pair[1] ?? '').toLowerCase(), hexText(pair[2] ?? ''));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const range of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      const first = range[1] ?? '0';
      const targets = [...(range[3] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)];
      for (const [index, target] of targets.entries())
        map.set(
          (Number.parseInt(first, 16) + index).toString(16).padStart(first.length, '0'),
          hexText(target[1] ?? ''),
        );
    }
  return map;
}

/** The document's drawn text, one line per text operator. */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  // Font resource names (`/F1`) → their ToUnicode maps.
  const maps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    const fonts = dict.match(/\/Font\s*<<([^>]*)>>/)?.[1] ?? '';
    for (const [, name, ref] of fonts.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const unicode = objects.get(ref ?? '')?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = unicode ? objects.get(unicode)?.stream : null;
      if (name && cmap) maps.set(name, cmapOf(cmap));
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bT[Jj]\b/.test(stream)) continue;
    let font = new Map<string, string>();
    for (const op of stream.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      if (op[1]) {
        font = maps.get(op[1]) ?? new Map();
        continue;
      }
      const codes =
        op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]).join('') : (op[3] ?? '');
      let text = '';
      for (let at = 0; at + 4 <= codes.length; at += 4) text += font.get(codes.slice(at, at + 4).toLowerCase()) ?? '';
      lines.push(text);
    }
  }
  return lines.join('\n');
}
