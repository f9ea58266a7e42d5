import { SUPPORTED_LOCALES } from '@opencall/shared/common';
import { ERROR_CODES, type ErrorCode } from '@opencall/shared/errors';
import { describe, expect, it } from 'vitest';
import { translate } from './translator';

describe('error messages', () => {
  it('exist for every catalogue code in all ten languages', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
        expect(translate(locale, `errors:${code}`), `${locale} ${code}`).not.toBe(`errors:${code}`);
      }
    }
  });
});
