import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'opencall-lock-'));

describe('lockDataDir', () => {
  it('refuses a folder that a live process holds', () => {
    const dir = freshDir();
    // The parent of this test process is alive for the whole test.
    writeFileSync(join(dir, 'opencall.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/open in another process/);
    expect(existsSync(join(dir, 'opencall.lock'))).toBe(true);
  });

  it('takes a free folder and frees it on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'opencall.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'opencall.lock'))).toBe(false);
  });

  it('reclaims a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'opencall.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/open in another process/);
    release();
  });
});
