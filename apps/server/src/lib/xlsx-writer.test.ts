import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, OutputClosedError, type SheetCell, sheetName, writeXlsx, xmlText } from './xlsx-writer';

async function* batchesOf(...batches: SheetCell[][][]) {
  yield* batches;
}

async function workbookOf(rows: AsyncIterable<SheetCell[][]>, name = 'Candidatures') {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const columns = [
    { header: 'Texte', width: 12, date: false },
    { header: 'Nombre', width: 12, date: false },
    { header: 'Déposée le', width: 20, date: true },
  ];
  await writeXlsx(out, { name, columns, rows });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('writeXlsx', () => {
  it('writes a workbook a spreadsheet reads back: bold labels, text, numbers, dates, empty cells', async () => {
    const sheet = await workbookOf(
      batchesOf(
        [['Zoé <&> "Ébène"', 42.5, new Date(Date.UTC(2026, 2, 1, 11, 0, 0))]],
        [
          ['  espaces gardés  ', null, null],
          ['=HYPERLINK("http://evil")', -1, null],
        ],
      ),
      'Candidatures: [2026]',
    );
    expect(sheet.name).toBe('Candidatures 2026');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Texte', 'Nombre', 'Déposée le']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(4);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Zoé <&> "Ébène"');
    expect(first.getCell(2).value).toBe(42.5);
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(2026, 2, 1, 11, 0, 0)));
    expect(first.getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getRow(3).getCell(1).value).toBe('  espaces gardés  ');
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    // Text is never a formula: what the applicant wrote is what the cell holds.
    expect(sheet.getRow(4).getCell(1).value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getRow(4).getCell(1).formula).toBeUndefined();
    expect(sheet.getColumn(3).width).toBe(20);
  });

  it('keeps a workbook valid whatever the text: control characters dropped, over-long text cut', async () => {
    const sheet = await workbookOf(
      batchesOf([
        [`a\u0001b\u0000c\ud800d 🎉`, null, null],
        ['x'.repeat(40_000), null, null],
      ]),
    );
    expect(sheet.getRow(2).getCell(1).value).toBe('abcd 🎉');
    expect(String(sheet.getRow(3).getCell(1).value)).toHaveLength(32_767);
  });

  it('stops reading rows once the reader has gone away', async () => {
    let read = 0;
    let closed = false;
    async function* endless(): AsyncGenerator<SheetCell[][]> {
      try {
        for (let batch = 0; batch < 10_000; batch++) {
          read += 1;
          yield Array.from({ length: 500 }, (_, row) => [`ligne ${batch}-${row} ${Math.random()}`, row, null]);
        }
      } finally {
        closed = true;
      }
    }
    // A reader that takes 200 kB, then leaves.
    let received = 0;
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > 200_000) out.destroy();
        setImmediate(done);
      },
    });
    const columns = [{ header: 'Texte', width: 12, date: false }];
    await expect(writeXlsx(out, { name: 'x', columns, rows: endless() })).rejects.toBeInstanceOf(OutputClosedError);
    expect(closed).toBe(true);
    expect(read).toBeLessThan(100);
  });
});

describe('a sheet whose rows fail half way', () => {
  it('rejects (so the download is cut) instead of throwing where nobody listens', async () => {
    async function* failing(): AsyncGenerator<SheetCell[][]> {
      yield [['first', 1, null]];
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('the database went away');
    }
    const out = new PassThrough();
    out.resume();
    const columns = [{ header: 'A', width: 12, date: false }];
    await expect(writeXlsx(out, { name: 'Candidatures', columns, rows: failing() })).rejects.toThrow(
      'the database went away',
    );
  });
});

describe('sheet helpers', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('escapes XML and keeps sheet names within what Excel accepts', () => {
    expect(xmlText('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    expect(sheetName('Réponses / 2026 ? *')).toBe('Réponses 2026');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('[]')).toBe('Sheet1');
  });
});
