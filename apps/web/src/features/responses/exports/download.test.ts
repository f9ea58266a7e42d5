import { describe, expect, it } from 'vitest';
import { type DownloadProgress, readBody } from './download';

function streamed(chunks: string[], headers: Record<string, string> = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });
}

describe('reading a download', () => {
  it('tells how much has arrived, chunk by chunk, and keeps every byte', async () => {
    const seen: DownloadProgress[] = [];
    const blob = await readBody(streamed(['id;nom\n', '1;Zoé\n', '2;Жуковский\n']), (p) => seen.push(p));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes)).toBe('id;nom\n1;Zoé\n2;Жуковский\n');
    expect(seen.map((p) => p.received)).toEqual([7, 14, 14 + new TextEncoder().encode('2;Жуковский\n').length]);
    expect(seen.every((p) => p.total === null)).toBe(true);
    expect(blob.type).toBe('text/csv; charset=utf-8');
  });

  it('gives the total when the server sent the size', async () => {
    const seen: DownloadProgress[] = [];
    await readBody(streamed(['abcd', 'ef'], { 'content-length': '6' }), (p) => seen.push(p));
    expect(seen).toEqual([
      { received: 4, total: 6 },
      { received: 6, total: 6 },
    ]);
  });
});
