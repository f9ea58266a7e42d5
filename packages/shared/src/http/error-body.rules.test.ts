import { describe, expect, it } from 'vitest';
import { isErrorBody } from './error-body.rules';
import { ErrorBodySchema } from './error-body.schemas';

describe('isErrorBody', () => {
  // The web app recognises an error answer without zod; it must agree with the schema the API declares.
  it.each([
    [{ error: { code: 'not_found', message: 'Introuvable', details: null } }],
    [{ error: { code: 'validation_failed', message: 'x', details: { fields: [] } } }],
    [{ error: { code: 'conflict', message: 'x' } }],
    [{ error: { code: 404, message: 'x' } }],
    [{ error: { code: 'x' } }],
    [{ error: null }],
    [{ data: {} }],
    ['{"error":{}}'],
    [null],
    [undefined],
    [[]],
  ])('answers as ErrorBodySchema does for %j', (value) => {
    expect(isErrorBody(value)).toBe(ErrorBodySchema.safeParse(value).success);
  });

  it('recognises an error answer and refuses a data answer', () => {
    expect(isErrorBody({ error: { code: 'not_found', message: 'Introuvable', details: null } })).toBe(true);
    expect(isErrorBody({ data: { id: '1' } })).toBe(false);
  });
});
