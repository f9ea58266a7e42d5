/**
 * A small HTML tokenizer for the sanitisers (no DOM in shared). It follows the browser's reading
 * closely enough that what we keep is what a browser would see: tag and attribute names are
 * lowercased, quoted values may hold `>`, attribute values are entity-decoded, and the content of
 * raw-text elements (script, style…) comes back as one `raw` token, never as tags.
 */
export interface HtmlAttribute {
  name: string;
  /** Entity-decoded value; null for a bare attribute such as `allowfullscreen`. */
  value: string | null;
}

export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'raw'; text: string }
  | { kind: 'start'; name: string; attributes: HtmlAttribute[]; selfClosing: boolean }
  | { kind: 'end'; name: string }
  | { kind: 'comment' };

/** Elements whose content the browser does not parse as markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
};

/** Numeric entities (with or without `;`, as browsers read them) and the common named ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+);?|#x([0-9a-f]+);?|([a-z][a-z0-9]*);)/gi, (match, dec, hex, name) => {
    if (dec !== undefined || hex !== undefined) {
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[String(name).toLowerCase()] ?? match;
  });
}

/** Text as markup: existing entities stay, a bare `&` and any `<` or `>` are escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/&(?!#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface ParsedTag {
  name: string;
  attributes: HtmlAttribute[];
  selfClosing: boolean;
  end: number;
}

/** Reads `name attr="v" …>` from `start` (just after `<` or `</`); null when the tag never closes. */
function readTag(html: string, start: number): ParsedTag | null {
  const name = /^[a-z][^\s/>]*/i.exec(html.slice(start))?.[0] ?? '';
  const attributes: HtmlAttribute[] = [];
  let i = start + name.length;
  let selfClosing = false;
  while (i < html.length) {
    const char = html[i] ?? '';
    if (char === '>') return { name: name.toLowerCase(), attributes, selfClosing, end: i + 1 };
    selfClosing = char === '/';
    if (/[\s/]/.test(char)) {
      i++;
      continue;
    }
    const attrName = /^[^\s/>][^\s/>=]*/.exec(html.slice(i))?.[0] ?? char;
    i += attrName.length;
    while (/\s/.test(html[i] ?? '')) i++;
    let value: string | null = null;
    if (html[i] === '=') {
      i++;
      while (/\s/.test(html[i] ?? '')) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        value = /^[^\s>]*/.exec(html.slice(i))?.[0] ?? '';
        i += value.length;
      }
    }
    attributes.push({ name: attrName.toLowerCase(), value: value === null ? null : decodeEntities(value) });
  }
  return null;
}

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    const next = html[lt + 1] ?? '';
    const isEnd = next === '/' && /[a-z]/i.test(html[lt + 2] ?? '');
    if (html.startsWith('<!--', lt) || next === '!' || next === '?') {
      // Comments, doctypes and processing instructions are never kept.
      const close = html.startsWith('<!--', lt) ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt);
      flush();
      tokens.push({ kind: 'comment' });
      i = close < 0 ? html.length : close + (html.startsWith('<!--', lt) ? 3 : 1);
      continue;
    }
    const tag = isEnd || /[a-z]/i.test(next) ? readTag(html, lt + (isEnd ? 2 : 1)) : null;
    if (!tag) {
      text += '<';
      i = lt + 1;
      continue;
    }
    flush();
    i = tag.end;
    if (isEnd) {
      tokens.push({ kind: 'end', name: tag.name });
      continue;
    }
    tokens.push({ kind: 'start', name: tag.name, attributes: tag.attributes, selfClosing: tag.selfClosing });
    if (RAW_TEXT.has(tag.name) && !tag.selfClosing) {
      const close = new RegExp(`</${tag.name}(?=[\\s/>])`, 'i').exec(html.slice(i));
      const endAt = close ? i + close.index : html.length;
      if (endAt > i) tokens.push({ kind: 'raw', text: html.slice(i, endAt) });
      i = endAt;
    }
  }
  flush();
  return tokens;
}

/** Tags that break a line: their words must not run into the next ones when counting. */
const BREAKING = new Set(['br', 'p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'tr', 'td']);

/** What a reader sees: text only, entities decoded, whitespace collapsed (for character counts). */
export function visibleText(html: string): string {
  return tokenizeHtml(html)
    .map((token) => {
      if (token.kind === 'text') return decodeEntities(token.text);
      return token.kind !== 'raw' && token.kind !== 'comment' && BREAKING.has(token.name) ? ' ' : '';
    })
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
