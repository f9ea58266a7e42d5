import { AppError } from '../errors';

/** SPEC §5: fetching, updating or deleting an item without its id fails before any call is made. */
export function assertItemId(id: unknown): asserts id is string | number {
  if (id === undefined || id === null || String(id).trim() === '') throw new AppError('item_id_required');
}

/** SPEC §5: creating without a body fails before any call is made. */
export function assertRequestBody(body: unknown): void {
  if (body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0)) {
    throw new AppError('request_body_required');
  }
}
