import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock between processes and two writers on one folder silently lose data,
 * so the folder is taken with an O_EXCL pid file; a lock left by a dead process is reclaimed.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'opencall.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(holder) && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${dir} is open in another process (pid ${holder}). ` +
            'Stop it first: two processes on one PGlite folder lose data.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
