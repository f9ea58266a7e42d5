import { request } from 'node:http';
import autocannon from 'autocannon';

export interface Target {
  name: string;
  port: number;
  path: string;
  host?: string;
  method?: 'GET' | 'POST';
  /** Extra headers (authorization, cookie, x-csrf-token, content-type). */
  headers?: Record<string, string>;
  body?: string;
}

function headersOf(target: Target): Record<string, string> {
  return { ...(target.host && { host: target.host }), ...target.headers };
}

export interface RunResult {
  reqPerSec: number;
  /** Median response time (float ms with `exactLatency`, else autocannon's whole milliseconds). */
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  durationS: number;
  connections: number;
  /** Records every response time (float ms) for a sub-millisecond p99. */
  exactLatency?: boolean;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request over node:http (fetch would not let us set Host); bounded by a timeout. */
export function httpGet(target: Target): Promise<{ status: number; body: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.path,
        method: target.method ?? 'GET',
        headers: headersOf(target),
        timeout: 10_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, setCookie: res.headers['set-cookie'] ?? [] }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout on ${target.method ?? 'GET'} ${target.path}`)));
    req.on('error', reject);
    req.end(target.body);
  });
}

/** Refuses to measure a target that does not answer 200: a fast error page is not a result. */
export async function assertAnswers200(target: Target): Promise<void> {
  const { status, body } = await httpGet(target);
  if (status !== 200) {
    throw new Error(
      `${target.name}: ${target.method ?? 'GET'} ${target.path} answered ${status}, expected 200; body: ${body.slice(0, 300)}`,
    );
  }
}

/** A percentile of float samples (ms): autocannon's own histogram truncates to whole milliseconds. */
function percentile(samples: number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

/** One bounded autocannon run; autocannon stops itself after `duration` seconds. */
export async function runLoad(target: Target, options: LoadOptions): Promise<RunResult> {
  const instance = autocannon({
    url: `http://127.0.0.1:${target.port}${target.path}`,
    method: target.method ?? 'GET',
    headers: headersOf(target),
    ...(target.body !== undefined && { body: target.body }),
    connections: options.connections,
    duration: options.durationS,
    timeout: 10,
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  const latencies: number[] = [];
  if (options.exactLatency) {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  }
  const result = await instance;
  return {
    reqPerSec: result.requests.average,
    p50Ms: options.exactLatency ? percentile(latencies, 0.5) : result.latency.p50,
    p99Ms: options.exactLatency ? percentile(latencies, 0.99) : result.latency.p99,
    non2xx: result.non2xx,
    // autocannon already counts timeouts among errors.
    errors: result.errors,
  };
}
