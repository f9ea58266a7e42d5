import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadAndCut, healthOf } from '../../../test/cut-download';
import { createPlatform } from '../../../test/factories';
import { type FakeS3, startFakeS3 } from '../../../test/fake-s3';
import { createStoredFile } from '../../../test/file-factories';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 11 §6: a file download whose storage fails in the middle (the S3 connection cut) ends with a
// cut connection, never a clean end of a truncated file, and the server lives on.
let s3: FakeS3;
let proxy: TcpProxy;
let t: TestApp;
let host: string;
let url: string;
let port: number;

beforeAll(async () => {
  s3 = await startFakeS3();
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.url).port) });
  t = await createTestApp({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  const platform = await createPlatform(t.database.db);
  host = platform.host;
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(16 * 1024 * 1024, 'x')]);
  const file = await createStoredFile(t.database.db, t.app.deps.services.storage, platform.id, {
    bytes,
    visibility: 'public',
  });
  url = `/api/portal/platforms/${platform.id}/files/stream/${encodeURIComponent(file.key)}`;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
  await proxy.close();
  await s3.close();
});

describe('a file download whose storage goes away', () => {
  it('cuts the connection and the server lives on', async () => {
    const result = await downloadAndCut({ port, path: url, headers: { host } }, () => proxy.cut());
    expect(result.status).toBe(200);
    expect(result.complete).toBe(false);
    expect(result.bytes).toBeLessThan(16 * 1024 * 1024);
    expect(await healthOf(port, host)).toBe(200);
  });
});
