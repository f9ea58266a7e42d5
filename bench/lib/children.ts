import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { PORT_LINE_PREFIX } from '../servers/announce';

export interface ServerChild {
  name: string;
  port: number;
  child: ChildProcess;
}

const STARTUP_TIMEOUT_MS = 60_000;
const running = new Set<ChildProcess>();

/** True when `taskset` can run here; otherwise servers run unpinned. */
export function hasTaskset(): boolean {
  return spawnSync('taskset', ['-c', '1', 'true'], { stdio: 'ignore' }).status === 0;
}

/**
 * Starts a TS server file in its own process (own event loop), pinned to core 1 when possible,
 * and resolves once it prints its port.
 */
export function startServer(
  name: string,
  file: string,
  args: string[],
  pin: boolean,
  cwd: string,
  /** Seeding runs before the port is printed: large seeds (the G8 ranking) need longer. */
  startupTimeoutMs = STARTUP_TIMEOUT_MS,
): Promise<ServerChild> {
  const nodeArgs = ['--import', 'tsx', file, ...args];
  const [cmd, argv] = pin ? ['taskset', ['-c', '1', process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  // cwd = repo root so `--import tsx` resolves from the root node_modules.
  const child = spawn(cmd, argv, { cwd, env: process.env });
  running.add(child);
  child.on('exit', () => running.delete(child));

  return new Promise((resolve, reject) => {
    const recent: string[] = [];
    const fail = (why: string) => {
      clearTimeout(timer);
      stopServer(child);
      reject(new Error(`${name} server ${why}\n${recent.join('\n')}`));
    };
    const timer = setTimeout(
      () => fail(`did not print its port within ${startupTimeoutMs / 1000} s`),
      startupTimeoutMs,
    );
    let started = false;
    // Keep reading both pipes for the whole run: a full pipe would block the server.
    const onLine = (line: string) => {
      if (!started && line.startsWith(PORT_LINE_PREFIX)) {
        started = true;
        clearTimeout(timer);
        resolve({ name, port: Number(line.slice(PORT_LINE_PREFIX.length)), child });
        return;
      }
      if (started) process.stderr.write(`[${name}] ${line}\n`);
      else recent.push(line);
      if (recent.length > 40) recent.shift();
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
    child.on('error', (error) => fail(`could not start: ${error.message}`));
    child.on('exit', (code, signal) => {
      if (!started) fail(`exited early (code ${code}, signal ${signal})`);
    });
  });
}

/** Asks a server to close (stdin end + SIGTERM), then SIGKILLs it if it lingers. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.stdin?.end();
    child.kill('SIGTERM');
  });
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map(stopServer));
}
