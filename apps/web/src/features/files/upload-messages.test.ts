import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TFunction, Translator } from '../../lib/translator';
import {
  acceptedTypesLabel,
  findUploadProblem,
  formatFileSize,
  uploadErrorMessage,
  uploadPercent,
} from './upload-messages';

const require = createRequire(import.meta.url);
let t: TFunction;
let tEn: TFunction;

beforeAll(() => {
  const i18n = new Translator();
  for (const locale of ['fr', 'en'] as const) {
    i18n.addResourceBundle(locale, 'files', require(`@opencall/shared/locales/${locale}/files.json`));
    i18n.addResourceBundle(locale, 'errors', require(`@opencall/shared/locales/${locale}/errors.json`));
  }
  t = i18n.getFixedT('fr');
  tEn = i18n.getFixedT('en');
});

describe('formatFileSize', () => {
  it('counts in base 1024 with the number and unit of the reader', () => {
    expect(formatFileSize(0, 'fr', t)).toBe('0 octets');
    expect(formatFileSize(1536, 'fr', t)).toBe('1,5 Ko');
    expect(formatFileSize(1536, 'en', tEn)).toBe('1.5 KB');
    expect(formatFileSize(50 * 1024 * 1024, 'en', tEn)).toBe('50 MB');
    expect(formatFileSize(3 * 1024 ** 4, 'fr', t)).toBe('3 To');
  });
});

describe('uploadErrorMessage', () => {
  const context = (translate: TFunction, locale: string) => ({
    t: translate,
    locale,
    name: 'cv.pdf',
    accept: ['pdf', 'image'] as const,
    maxBytes: 1024,
  });

  it('names the limit of a file too large, from the server when it says it', () => {
    expect(uploadErrorMessage({ code: 'file_too_large', details: { maxBytes: 52428800 } }, context(tEn, 'en'))).toBe(
      'cv.pdf is too large: 50 MB at most.',
    );
    expect(uploadErrorMessage({ code: 'file_too_large' }, context(t, 'fr'))).toBe(
      'cv.pdf est trop volumineux : 1 Ko maximum.',
    );
  });

  it('lists the accepted types of a refused file', () => {
    expect(
      uploadErrorMessage(
        { code: 'file_type_not_allowed', details: { detected: 'text/plain', accepted: ['pdf'] } },
        context(tEn, 'en'),
      ),
    ).toBe('cv.pdf is not an accepted type of file. Accepted: PDF.');
    expect(uploadErrorMessage({ code: 'file_type_not_allowed' }, context(tEn, 'en'))).toBe(
      'cv.pdf is not an accepted type of file. Accepted: PDF or image (JPEG, PNG, GIF, WebP).',
    );
  });

  it('explains an interrupted upload, and uses the catalogue for every other code', () => {
    expect(uploadErrorMessage({ code: 'network' }, context(tEn, 'en'))).toMatch(/interrupted/);
    expect(uploadErrorMessage({ code: 'missing_permissions' }, context(t, 'fr'))).toBe(
      require('@opencall/shared/locales/fr/errors.json').missing_permissions,
    );
    expect(uploadErrorMessage({ code: 'something_new', message: 'Server words' }, context(t, 'fr'))).toBe(
      'Server words',
    );
  });

  it('joins the accepted types as a choice, in the reader’s language', () => {
    expect(acceptedTypesLabel(['pdf', 'audio'], 'fr', t)).toBe('PDF ou son (MP3, Ogg, WAV, M4A)');
    expect(acceptedTypesLabel([], 'en', tEn)).toContain('video (MP4, WebM, MOV)');
  });
});

describe('findUploadProblem', () => {
  const pdf = new Blob(['%PDF-1.7\n...']);

  it('lets an accepted file go', async () => {
    expect(await findUploadProblem(pdf, ['pdf'], 1024)).toBeNull();
    expect(await findUploadProblem(pdf, [], 1024)).toBeNull();
  });

  it('finds what the server would refuse, before sending anything', async () => {
    expect(await findUploadProblem(pdf, ['pdf'], 4)).toEqual({ code: 'file_too_large', details: { maxBytes: 4 } });
    expect(await findUploadProblem(pdf, ['image'], 1024)).toEqual({
      code: 'file_type_not_allowed',
      details: { detected: 'application/pdf', accepted: ['image'] },
    });
    expect(await findUploadProblem(new Blob(['<svg onload="x()"></svg>']), [], 1024)).toMatchObject({
      details: { detected: 'image/svg+xml' },
    });
  });
});

describe('uploadPercent', () => {
  it('rounds down and waits for the answer before 100', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(3, 3)).toBe(99);
  });
});
