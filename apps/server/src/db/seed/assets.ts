import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileKindOfMime, fileLocation, toUploadedFile } from '@opencall/shared/files';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage';
import { files } from '../schema';
import type { DemoSeedContext } from './context';

/**
 * The demo's files are drawn here, never shipped: covers and pictures are SVG shapes rendered by sharp
 * (no text, so no font is needed), project files are one-page PDFs written by pdfkit.
 */

export interface Palette {
  /** Background gradient, then two accent colours. */
  from: string;
  to: string;
  accents: [string, string];
}

/** An abstract picture: a gradient crossed by soft circles and a wave, seeded so each one differs. */
export async function drawPicture(
  palette: Palette,
  seed: number,
  { width, height, format }: { width: number; height: number; format: 'jpeg' | 'png' },
): Promise<Buffer> {
  const random = seeded(seed);
  const circles = Array.from({ length: 5 }, (_, index) => {
    const r = Math.round((0.12 + random() * 0.25) * height);
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    const fill = palette.accents[index % 2];
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${(0.25 + random() * 0.4).toFixed(2)}"/>`;
  }).join('');
  const wave = `M0 ${Math.round(height * 0.72)} C ${Math.round(width * 0.3)} ${Math.round(height * (0.5 + random() * 0.2))}, ${Math.round(
    width * 0.6,
  )} ${Math.round(height * (0.85 + random() * 0.1))}, ${width} ${Math.round(height * 0.65)} L ${width} ${height} L 0 ${height} Z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}<path d="${wave}" fill="#ffffff" fill-opacity="0.18"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'jpeg' ? image.jpeg({ quality: 78, mozjpeg: true }).toBuffer() : image.png().toBuffer();
}

/** A one-page project file: a title, who sends it, and a few paragraphs. */
export function writeProjectPdf(doc: { title: string; author: string; lines: readonly string[] }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: doc.title, Author: doc.author } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(20).text(doc.title);
    pdf.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555555').text(doc.author);
    pdf.moveDown().fillColor('#000000');
    for (const line of doc.lines) pdf.fontSize(11).text(line, { align: 'justify' }).moveDown(0.6);
    pdf.end();
  });
}

export interface StoredFile {
  id: string;
  key: string;
  name: string;
  mime: string;
  kind: string;
  size: number;
  visibility: 'public' | 'private';
  platformId: string;
  ownerId: string | null;
  applicationId: string | null;
  createdAt: Date;
}

/** The bytes go to storage under a fresh key of the platform; the row is returned for a bulk insert. */
export async function storeFile(
  storage: Storage,
  input: {
    platformId: string;
    bytes: Buffer;
    name: string;
    mime: 'application/pdf' | 'image/jpeg' | 'image/png';
    visibility: 'public' | 'private';
    ownerId: string | null;
    applicationId?: string | null;
    createdAt: Date;
  },
): Promise<StoredFile> {
  const extension = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' }[input.mime];
  const key = `${input.platformId}/${randomUUID()}.${extension}`;
  const { size } = await storage.put(key, Readable.from(input.bytes), { contentType: input.mime });
  return {
    id: randomUUID(),
    key,
    name: input.name,
    mime: input.mime,
    kind: fileKindOfMime(input.mime) ?? 'pdf',
    size,
    visibility: input.visibility,
    platformId: input.platformId,
    ownerId: input.ownerId,
    applicationId: input.applicationId ?? null,
    createdAt: input.createdAt,
  };
}

/** One statement for every file row of a part. */
export async function insertFiles(ctx: DemoSeedContext, rows: readonly StoredFile[]): Promise<void> {
  if (rows.length) await ctx.db.insert(files).values([...rows]);
}

/** Where a public file is served (a cover's `coverImageUrl`, a picture choice's image). */
export const publicAddress = (file: StoredFile) => fileLocation(file);

/** What a file answer holds (SPEC §3 Uploaded file), as an upload would have answered it. */
export const fileAnswer = (file: StoredFile) => toUploadedFile(file);

/** A small deterministic generator: the same seed draws the same demo. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
