import { describe, expect, it } from 'vitest';
import { memberStatus } from './member-status.rules';

describe('memberStatus', () => {
  it('is revoked first, then invited until a password is set', () => {
    expect(memberStatus('revoked', true)).toBe('revoked');
    expect(memberStatus('active', false)).toBe('invited');
    expect(memberStatus('active', true)).toBe('active');
    expect(memberStatus(null, true)).toBe('active');
  });
});
