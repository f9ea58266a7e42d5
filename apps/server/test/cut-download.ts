import { request as httpRequest } from 'node:http';

export interface CutDownload {
  status: number;
  /** True only when the body ended cleanly. */
  complete: boolean;
  bytes: number;
}

/**
 * A real HTTP download from a listening app, during which `cut` takes something away (the database,
 * the storage) as soon as the first bytes have arrived; reading resumes once it is gone.
 */
export function downloadAndCut(
  target: { port: number; path: string; headers: Record<string, string> },
  cut: () => Promise<void>,
): Promise<CutDownload> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', ...target }, (res) => {
      let bytes = 0;
      let cutDone = false;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (cutDone) return;
        cutDone = true;
        res.pause();
        cut().then(() => res.resume(), reject);
      });
      const finish = () => resolve({ status: res.statusCode ?? 0, complete: res.complete, bytes });
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', () => {});
    });
    req.on('error', () => {});
    req.end();
  });
}

/** `GET /api/health` over the wire: the process still serves. */
export async function healthOf(port: number, host: string): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { host } })).status;
}
