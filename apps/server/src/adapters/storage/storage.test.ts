import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fake-s3';
import { parseConfig } from '../../config';
import { createStorage } from '.';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { isStorageKey } from './storage-key';

let root: string;
let s3: FakeS3;
const drivers: Record<'local' | 's3', () => Storage> = {
  local: () => createLocalStorage(root),
  s3: () =>
    createS3Storage({
      endpoint: s3.url,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    }),
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'opencall-storage-'));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await s3.close();
});

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A source that sends some bytes, then fails like a client that went away. */
function failingSource() {
  return new Readable({
    read() {
      this.push(Buffer.from('half of a file'));
      this.destroy(new Error('client went away'));
    },
  });
}

describe.each(['local', 's3'] as const)('%s storage', (driver) => {
  let storage: Storage;
  beforeAll(() => {
    storage = drivers[driver]();
  });

  it('keeps what it is given and streams it back, whole or by range', async () => {
    const key = `platform-a/${driver}-hello.txt`;
    expect(
      await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), {
        contentType: 'text/plain',
      }),
    ).toEqual({ size: 11 });
    expect(await storage.stat(key)).toMatchObject({ size: 11 });
    const whole = await storage.get(key);
    expect(whole?.size).toBe(11);
    expect(await text(whole?.stream ?? Readable.from([]))).toBe('hello world');
    const part = await storage.get(key, { start: 6, end: 10 });
    expect(part?.size).toBe(11);
    expect(await text(part?.stream ?? Readable.from([]))).toBe('world');
  });

  it('answers null for a missing key and deletes without complaint', async () => {
    const key = `platform-a/${driver}-gone.txt`;
    await storage.put(key, Readable.from([Buffer.from('bye')]), { contentType: 'text/plain' });
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that could climb out of their folder or bucket prefix', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/absolute', 'a//b', 'a/.hidden', 'a\\b', '', 'a/b/']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' })).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    }
  });

  it('keeps nothing when the incoming stream fails', async () => {
    const key = `platform-a/${driver}-broken.bin`;
    await expect(storage.put(key, failingSource(), { contentType: 'application/octet-stream' })).rejects.toThrow();
    expect(await storage.stat(key)).toBeNull();
  });
});

describe('local storage', () => {
  it('shards keys into hashed folders and leaves no temporary file behind', async () => {
    const storage = createLocalStorage(root);
    await storage.put('platform-b/one.pdf', Readable.from([Buffer.from('%PDF-')]), { contentType: 'application/pdf' });
    await expect(storage.put('platform-b/two.pdf', failingSource(), { contentType: 'x' })).rejects.toThrow();
    const files = (await listFiles(root)).map((path) => path.slice(root.length + 1));
    expect(files.filter((path) => path.includes('platform-b'))).toEqual([
      expect.stringMatching(/^[0-9a-f]{2}\/[0-9a-f]{2}\/platform-b\/one\.pdf$/),
    ]);
    expect(files.filter((path) => path.endsWith('.tmp'))).toEqual([]);
  });
});

describe('S3 storage', () => {
  it('sends a large file as a multipart upload in parts', async () => {
    const storage = createS3Storage({
      endpoint: s3.url,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
    const part = Buffer.alloc(1024 * 1024, 7);
    const chunks = Array.from({ length: 6 }, (_, i) => Buffer.from(part.map(() => i)));
    const key = 'platform-c/large.bin';
    expect(await storage.put(key, Readable.from(chunks), { contentType: 'video/mp4' })).toEqual({
      size: 6 * 1024 * 1024,
    });
    const calls = s3.hits.filter((hit) => hit.key === key).map((hit) => hit.method);
    expect(calls).toEqual(['POST', 'PUT', 'PUT', 'POST']);
    expect(s3.objects.get(key)?.body.equals(Buffer.concat(chunks))).toBe(true);
    expect(s3.objects.get(key)?.contentType).toBe('video/mp4');
  });

  it('is what STORAGE_DRIVER=s3 (or an S3_ENDPOINT alone) selects', () => {
    const parsed = parseConfig({ STORAGE_DRIVER: 's3', S3_ENDPOINT: s3.url, S3_BUCKET: s3.bucket });
    expect(parsed.ok && parsed.config.storage).toMatchObject({ driver: 's3', forcePathStyle: true });
    expect(parsed.ok && createStorage(parsed.config.storage).driver).toBe('s3');
    const implied = parseConfig({ S3_ENDPOINT: s3.url, S3_BUCKET: s3.bucket });
    expect(implied.ok && implied.config.storage.driver).toBe('s3');
    const local = parseConfig({ DATA_DIR: root });
    expect(local.ok && local.config.storage).toEqual({ driver: 'local', dir: join(root, 'files') });
    expect(parseConfig({ STORAGE_DRIVER: 's3' })).toMatchObject({ ok: false });
  });
});

describe('isStorageKey', () => {
  it('accepts our keys and nothing that names a parent or hidden entry', () => {
    expect(isStorageKey('0b4e7c9e-3f0a-4a8e-9d2b-1f2e3d4c5b6a/1c2d.pdf')).toBe(true);
    expect(isStorageKey('variants/p/1c2d.png/320x240-cover.webp')).toBe(true);
    expect(isStorageKey('a/..')).toBe(false);
    expect(isStorageKey('a/%2e%2e')).toBe(false);
    expect(isStorageKey('x'.repeat(600))).toBe(false);
  });
});
