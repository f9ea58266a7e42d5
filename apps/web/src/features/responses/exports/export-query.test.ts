import { describe, expect, it } from 'vitest';
import { filenameOf } from './download';
import { expectedFileName, exportPath, exportViewPath, isTooLarge, readExportView } from './export-query';

const base = '/api/user.programs/p1/responses/export';

describe('exportPath', () => {
  it('sends the list filter with lists as comma lists and answers repeated', () => {
    const path = exportPath('p1', 'csv', {
      status: ['submitted', 'accepted'],
      search: 'lyon',
      answer: ['city:Lyon', 'a:b'],
      tz: 'Europe/Paris',
    });
    expect(path).toBe(
      `${base}?format=csv&status=submitted%2Caccepted&search=lyon&answer=city%3ALyon&answer=a%3Ab&tz=Europe%2FParis`,
    );
  });

  it('sends the chosen rows alone, or a whole filter minus the unticked rows', () => {
    expect(exportPath('p1', 'xlsx', { search: 'x' }, { ids: ['a', 'b'] })).toBe(`${base}?format=xlsx&ids=a%2Cb`);
    expect(exportPath('p1', 'csv', {}, { all: true, filter: { categoryId: 'c' }, except: ['z'] })).toBe(
      `${base}?format=csv&categoryId=c&except=z`,
    );
  });

  it('knows when a selection is too large for an address', () => {
    expect(isTooLarge({ ids: Array.from({ length: 301 }, (_, i) => String(i)) })).toBe(true);
    expect(isTooLarge({ ids: ['a'] })).toBe(false);
    expect(isTooLarge(null)).toBe(false);
  });
});

describe('file names', () => {
  it('predicts the name from the slug and the day, and reads the server one', () => {
    expect(expectedFileName('prix', 'csv', new Date(2026, 4, 3, 12))).toBe('prix-2026-05-03.csv');
    // 23:30 UTC is already the next day in Paris: the day the server names the file with.
    const lateEvening = new Date(Date.UTC(2026, 10, 25, 23, 30));
    expect(expectedFileName('prix', 'csv', lateEvening, 'Europe/Paris')).toBe('prix-2026-11-26.csv');
    expect(expectedFileName('prix', 'csv', lateEvening, 'America/New_York')).toBe('prix-2026-11-25.csv');
    expect(filenameOf(`attachment; filename="a.csv"; filename*=UTF-8''prix-%C3%A9t%C3%A9.csv`)).toBe('prix-été.csv');
    expect(filenameOf(null)).toBeNull();
  });
});

describe('the export page address', () => {
  it('carries a program, a format and a filter there and back', () => {
    const filter = { status: ['submitted' as const], search: 'lyon', answer: ['city:Lyon', 'a:b'] };
    const path = exportViewPath('fr', 'p1', 'xlsx', filter);
    expect(path.startsWith('/fr/admin/responses/export-view?programId=p1&format=xlsx&')).toBe(true);
    const read = readExportView(new URL(path, 'http://x').searchParams);
    expect(read).toEqual({ programId: 'p1', format: 'xlsx', filter });
  });

  it('refuses an address without a program, with an unknown format or a broken filter', () => {
    expect(readExportView(new URLSearchParams('format=csv'))).toBeNull();
    expect(readExportView(new URLSearchParams('programId=p1&format=pdf'))).toBeNull();
    expect(readExportView(new URLSearchParams('programId=p1&from=21-11-2026'))).toBeNull();
    expect(readExportView(new URLSearchParams('programId=p1'))).toEqual({ programId: 'p1', format: 'csv', filter: {} });
  });
});
