import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, shouldReloadAfterChunkError } from './chunk-reload.rules';
import { matchesConfirmText } from './confirm.rules';

describe('matchesConfirmText', () => {
  it('accepts the default DLT in any case and refuses anything else', () => {
    expect(matchesConfirmText('dlt')).toBe(true);
    expect(matchesConfirmText(' DlT ')).toBe(true);
    expect(matchesConfirmText('DL')).toBe(false);
    expect(matchesConfirmText('')).toBe(false);
  });

  it('compares with a custom confirmation text', () => {
    expect(matchesConfirmText('my program', 'My Program')).toBe(true);
    expect(matchesConfirmText('DLT', 'My Program')).toBe(false);
  });
});

describe('shouldReloadAfterChunkError', () => {
  it('reloads once, then not again within a minute', () => {
    const now = 1_000_000;
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
    expect(shouldReloadAfterChunkError(now - 1_000, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true);
  });
});
