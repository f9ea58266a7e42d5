import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
}

export interface FakeS3 {
  /** S3_ENDPOINT: path-style, `{url}/{bucket}/{key}`. */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeS3Object>;
  /** Every request: method, key and query, e.g. `PUT a/b.pdf ?partNumber=1&uploadId=…`. */
  hits: { method: string; key: string; query: URLSearchParams }[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const xml = (response: ServerResponse, status: number, body: string) =>
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);

const notFound = (response: ServerResponse, method: string) =>
  method === 'HEAD'
    ? response.writeHead(404).end()
    : xml(response, 404, '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');

/**
 * A tiny S3-compatible server on 127.0.0.1 (path-style): PUT, GET (with Range), HEAD and DELETE of
 * objects, and the three calls of a multipart upload. It checks that requests are signed with the
 * expected access key, not the signature itself.
 */
export async function startFakeS3(bucket = 'opencall-test'): Promise<FakeS3> {
  const accessKeyId = 'FAKEACCESSKEY';
  const objects = new Map<string, FakeS3Object>();
  const uploads = new Map<string, { key: string; contentType: string | undefined; parts: Map<number, Buffer> }>();
  const hits: FakeS3['hits'] = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const method = request.method ?? 'GET';
    const [, pathBucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    hits.push({ method, key, query: url.searchParams });
    if (!request.headers.authorization?.includes(`Credential=${accessKeyId}/`)) {
      return xml(response, 403, '<Error><Code>AccessDenied</Code><Message>Unsigned request</Message></Error>');
    }
    if (pathBucket !== bucket) {
      return xml(response, 404, '<Error><Code>NoSuchBucket</Code><Message>No such bucket</Message></Error>');
    }
    const uploadId = url.searchParams.get('uploadId');
    if (method === 'POST' && url.searchParams.has('uploads')) {
      const id = randomUUID();
      uploads.set(id, { key, contentType: request.headers['content-type'], parts: new Map() });
      return xml(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (uploadId) {
      const upload = uploads.get(uploadId);
      if (!upload)
        return xml(response, 404, '<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>');
      if (method === 'PUT') {
        const partNumber = Number(url.searchParams.get('partNumber'));
        upload.parts.set(partNumber, await readBody(request));
        return response.writeHead(200, { etag: `"part-${partNumber}"` }).end();
      }
      if (method === 'POST') {
        await readBody(request);
        const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
        objects.set(upload.key, {
          body: Buffer.concat(numbers.map((n) => upload.parts.get(n) ?? Buffer.alloc(0))),
          contentType: upload.contentType,
        });
        uploads.delete(uploadId);
        return xml(
          response,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${upload.key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (method === 'DELETE') {
        uploads.delete(uploadId);
        return response.writeHead(204).end();
      }
    }
    if (method === 'PUT') {
      objects.set(key, { body: await readBody(request), contentType: request.headers['content-type'] });
      return response.writeHead(200, { etag: '"put"' }).end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    const object = objects.get(key);
    if (!object) return notFound(response, method);
    const size = object.body.length;
    const headers = { 'content-type': object.contentType ?? 'binary/octet-stream', 'accept-ranges': 'bytes' };
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), size - 1);
      const part = object.body.subarray(start, end + 1);
      response.writeHead(206, {
        ...headers,
        'content-length': part.length,
        'content-range': `bytes ${start}-${end}/${size}`,
      });
      return response.end(method === 'HEAD' ? undefined : part);
    }
    response.writeHead(200, { ...headers, 'content-length': size });
    return response.end(method === 'HEAD' ? undefined : object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey: 'fake-secret-access-key',
    objects,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
