import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { fillPath } from './define-endpoint';
import { assertItemId, assertRequestBody } from './item-guards.rules';

describe('assertItemId', () => {
  it('fails item_id_required for a missing or blank id', () => {
    for (const id of [undefined, null, '', '  ']) {
      expect(() => assertItemId(id)).toThrow(AppError);
      try {
        assertItemId(id);
      } catch (error) {
        expect((error as AppError).code).toBe('item_id_required');
        expect((error as AppError).status).toBe(400);
      }
    }
    expect(() => assertItemId('abc')).not.toThrow();
    expect(() => assertItemId(0)).not.toThrow();
  });
});

describe('assertRequestBody', () => {
  it('fails request_body_required for a missing or empty body', () => {
    for (const body of [undefined, null, {}]) expect(() => assertRequestBody(body)).toThrow('request_body_required');
    expect(() => assertRequestBody({ name: 'x' })).not.toThrow();
  });
});

describe('fillPath', () => {
  it('puts URI-encoded params into the path', () => {
    expect(fillPath('/api/platforms/:platformId/themes/:ref', { platformId: 'a b', ref: 'x/y' })).toBe(
      '/api/platforms/a%20b/themes/x%2Fy',
    );
  });
});
