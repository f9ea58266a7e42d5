/** The line a server prints once listening; the parent parses it to learn the random port. */
export const PORT_LINE_PREFIX = 'BENCH_PORT=';

export function announcePort(port: number): void {
  process.stdout.write(`${PORT_LINE_PREFIX}${port}\n`);
}

/**
 * Exits when the parent goes away: the parent holds our stdin open, so its end means the parent
 * died (even by SIGKILL) and this server must not outlive it.
 */
export function exitWithParent(cleanup: () => Promise<void> = async () => {}): void {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    // Bounded: a stuck close must not keep the process alive.
    setTimeout(() => process.exit(0), 3000).unref();
    cleanup().finally(() => process.exit(0));
  };
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
