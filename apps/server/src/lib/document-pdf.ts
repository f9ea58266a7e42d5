import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// DejaVu Sans from npm (no system font on a fresh machine): Latin with accents, Greek and Cyrillic.
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export interface PdfItem {
  /** A field title, or a sub-heading (a title separator) when `heading` is set. */
  label: string;
  /** The answer as text; null when unanswered. */
  value: string | null;
  heading?: boolean;
}

export interface PdfSection {
  title: string;
  /** A line under the title (a validation step's decision). */
  note?: string;
  items: PdfItem[];
}

export interface DocumentPdfInput {
  lang: string;
  title: string;
  subtitle: string;
  facts: { label: string; value: string }[];
  sections: PdfSection[];
  noAnswer: string;
  footer: (page: number, pages: number) => string;
  /** Off in tests, to read the document's text mapping back. */
  compress?: boolean;
}

const MARGIN = 50;
const MUTED = '#555555';
const ACCENT = '#18347e';
const LABEL_WIDTH = 120;

function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function writeSection(doc: PDFKit.PDFDocument, section: PdfSection, noAnswer: string, width: number) {
  // A step title never sits alone at the bottom of a page.
  ensureRoom(doc, 70);
  doc.moveDown(0.8).font('bold').fontSize(13).fillColor(ACCENT).text(section.title, { width });
  if (section.note) doc.font('regular').fontSize(10).fillColor(MUTED).text(section.note, { width });
  doc.moveDown(0.3);
  for (const item of section.items) {
    if (item.heading) {
      ensureRoom(doc, 40);
      doc.moveDown(0.4).font('bold').fontSize(11).fillColor('black').text(item.label, { width });
      continue;
    }
    ensureRoom(doc, 32);
    doc.font('bold').fontSize(9.5).fillColor(MUTED).text(item.label, { width });
    if (item.value) doc.font('regular').fontSize(10.5).fillColor('black').text(item.value, { width });
    else doc.font('regular').fontSize(10.5).fillColor(MUTED).text(noAnswer, { width, oblique: true });
    doc.moveDown(0.5);
  }
}

/**
 * A document as a PDF stream (an application, an invoice): title, facts, then sections of labelled values. Text wraps to the
 * page width and flows onto new pages; pages are numbered once the content is laid out.
 */
export function renderDocumentPdf(input: DocumentPdfInput): PDFKit.PDFDocument {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    compress: input.compress ?? true,
    lang: input.lang,
    displayTitle: true,
    info: { Title: `${input.title} – ${input.subtitle}`, Creator: 'OpenCall' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const width = doc.page.width - MARGIN * 2;

  doc.font('bold').fontSize(18).fillColor('black').text(input.title, { width });
  doc.font('regular').fontSize(12).fillColor(MUTED).text(input.subtitle, { width }).moveDown(0.8);
  for (const fact of input.facts) {
    const top = doc.y;
    doc.font('bold').fontSize(10).fillColor('black').text(fact.label, MARGIN, top, { width: LABEL_WIDTH });
    const below = doc.y;
    doc.font('regular').text(fact.value, MARGIN + LABEL_WIDTH + 10, top, { width: width - LABEL_WIDTH - 10 });
    doc.x = MARGIN;
    doc.y = Math.max(below, doc.y) + 2;
  }
  for (const section of input.sections) writeSection(doc, section, input.noAnswer, width);

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(input.footer(index + 1, count), MARGIN, doc.page.height - MARGIN / 2 - 8, { width, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}
