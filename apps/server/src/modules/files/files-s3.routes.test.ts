import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { type FakeS3, startFakeS3 } from '../../../test/fake-s3';
import { TEST_PDF, uploadForm } from '../../../test/file-factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

const MAX_BYTES = 64 * 1024;
let s3: FakeS3;
let t: TestApp;
let host: string;
let manager: Session;

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.url,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    UPLOAD_MAX_BYTES: String(MAX_BYTES),
  });
  const platform = await createPlatform(t.database.db);
  host = platform.host;
  const user = await createUser(t.database.db, platform.id, { roleKeys: ['program_manager'] });
  manager = await t.signIn(host, user.email, TEST_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const upload = (form: FormData) => t.send(host, { method: 'POST', url: '/api/files', payload: form }, manager);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.request(host, { method: 'GET', url, headers: { ...headers, authorization: `Bearer ${manager.accessToken}` } });

describe('files on an S3-compatible store', () => {
  it('uploads into the bucket and streams back, by range too', async () => {
    const res = await upload(uploadForm(TEST_PDF, 'rapport.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    const { key, location } = res.json().data;
    expect(s3.objects.get(key)).toEqual({ body: TEST_PDF, contentType: 'application/pdf' });
    const whole = await get(location);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(TEST_PDF)).toBe(true);
    const part = await get(location, { range: 'bytes=0-4' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-4/${TEST_PDF.length}`);
    expect(part.rawPayload.toString()).toBe('%PDF-');
  });

  it('keeps image variants in the bucket', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const { key, cdnLocation } = (await upload(uploadForm(png, 'logo.png', { visibility: 'public' }))).json().data;
    const res = await get(`${cdnLocation}?size=30x20&format=avif`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 30, height: 20, format: 'heif' });
    expect(s3.objects.has(`variants/${key}/30x20-cover.avif`)).toBe(true);
  });

  it('leaves nothing in the bucket when a file is over the limit', async () => {
    const before = [...s3.objects.keys()];
    const big = Buffer.concat([TEST_PDF, Buffer.alloc(MAX_BYTES, 0x20)]);
    const res = await upload(uploadForm(big, 'big.pdf'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('file_too_large');
    expect([...s3.objects.keys()]).toEqual(before);
  });
});
