import { describe, expect, it } from 'vitest';
import { anonymousFileName, applicationReference, juryQuestions, unknownQuestions } from './jury-view.rules';
import { DEFAULT_ANONYMIZATION } from './jury-view.schemas';

const ALL = ['project', 'budget', 'cv', 'secret'];

describe('juryQuestions', () => {
  it('reads every question in form order when no view is chosen, less the hidden ones', () => {
    expect(juryQuestions(ALL, { questions: null }, DEFAULT_ANONYMIZATION)).toEqual(ALL);
    expect(juryQuestions(ALL, { questions: null }, { ...DEFAULT_ANONYMIZATION, questions: ['secret'] })).toEqual([
      'project',
      'budget',
      'cv',
    ]);
  });

  it('follows the view’s order, once each, and drops what no form holds or the anonymisation hides', () => {
    const view = { questions: ['cv', 'project', 'cv', 'gone', 'secret'] };
    expect(juryQuestions(ALL, view, { ...DEFAULT_ANONYMIZATION, questions: ['secret'] })).toEqual(['cv', 'project']);
    expect(juryQuestions(ALL, { questions: [] }, DEFAULT_ANONYMIZATION)).toEqual([]);
  });
});

describe('unknownQuestions', () => {
  it('names the references no form holds, once', () => {
    expect(unknownQuestions(ALL, ['cv', 'nope', 'nope', 'other'])).toEqual(['nope', 'other']);
    expect(unknownQuestions(ALL, ALL)).toEqual([]);
  });
});

describe('applicationReference', () => {
  it('is the first eight hexadecimal digits of the id, in capitals', () => {
    expect(applicationReference('3f2a91bc-0d2f-4eeb-b2b6-2480305de774')).toBe('3F2A91BC');
    expect(applicationReference('3f2a-91bc-0d2f')).toBe('3F2A91BC');
  });
});

describe('anonymousFileName', () => {
  it('keeps only the storage key’s id and extension, never the platform or the original name', () => {
    const key = '6f1c0a52-1111-4222-8333-944455556666/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.pdf';
    expect(anonymousFileName(key)).toBe('file-0a1b2c3d.pdf');
    expect(anonymousFileName('plain')).toBe('file-plain');
    // A key holding odd characters cannot put them into the download's name.
    expect(anonymousFileName('p/ab"c;d.p"df')).toBe('file-abcd.pdf');
  });
});
