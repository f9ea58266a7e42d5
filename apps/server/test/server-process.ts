import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');
const mainPath = resolve(repoRoot, 'apps/server/src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`: the default (demo) platform. */
  origin: string;
  output(): string;
  /** kill -9: no shutdown hook runs. */
  crash(): Promise<void>;
  /** SIGTERM, as an orchestrator stops it. */
  stop(): Promise<void>;
}

/** `npm run start:server` in a child process with this environment (port chosen by the system). */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      APP_SECRET: 'process-test-secret-0123456789-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = once(child, 'exit');
  const port = await new Promise<string>((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), timeoutMs);
    const check = () => {
      const match = output.match(/http:\/\/localhost:(\d+)\//);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolvePort(match[1]);
    };
    child.stdout?.on('data', check);
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    crash: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** A public sign-up through the API, as the registration page sends it (CSRF cookie and header). */
export async function registerThroughApi(origin: string, email: string): Promise<Response> {
  const info = await fetch(`${origin}/api/portal/domain-info`);
  const cookie = info.headers.getSetCookie().find((c) => c.startsWith('oc_csrf='));
  if (!cookie) throw new Error('domain-info set no CSRF cookie');
  const { data } = (await info.json()) as { data: { csrfToken: string } };
  return fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookie.split(';')[0] ?? '',
      'x-csrf-token': data.csrfToken,
    },
    body: JSON.stringify({ firstname: 'Kim', lastname: 'Crash', email, password: 'a long and unusual passphrase 42' }),
  });
}
