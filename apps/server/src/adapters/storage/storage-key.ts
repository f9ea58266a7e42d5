/** One segment of a key: letters, digits, `.`, `_`, `-`, `~`, not starting with a dot (so never `..`). */
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,127}$/;
export const STORAGE_KEY_MAX_LENGTH = 512;

/** Keys are slash-separated safe segments: nothing in them can climb out of a folder or a bucket prefix. */
export function isStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= STORAGE_KEY_MAX_LENGTH && key.split('/').every((part) => SEGMENT.test(part));
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}
