// What a server process costs, read from /proc: resident memory, its peak, and CPU time.
import { readFileSync, writeFileSync } from 'node:fs';

const CLOCK_TICKS_PER_S = 100;

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Resident set size in MB. */
export const rssMb = (pid: number) => statusField(pid, 'VmRSS');

/** Peak resident set size in MB since start or since the last `resetPeak`. */
export const peakMb = (pid: number) => statusField(pid, 'VmHWM');

/** Resets the kernel's peak RSS counter (`clear_refs` 5); false where the kernel refuses it. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** User + system CPU time of the process, in ms (less sensitive to a busy machine than wall time). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at ")": utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** Samples RSS every 10 ms until stopped: a peak even where `clear_refs` is refused. */
export function sampleRss(pid: number): { stop(): number } {
  let max = rssMb(pid);
  const timer = setInterval(() => {
    max = Math.max(max, rssMb(pid));
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(max, rssMb(pid));
    },
  };
}
