/**
 * What a database failure means for the caller. The drivers wrap their errors (drizzle's
 * DrizzleQueryError keeps the driver's error in `cause`, and its message holds the SQL and the
 * parameters), so the chain of causes is searched for a PostgreSQL SQLSTATE or a socket error code.
 */
export type DatabaseFailure = 'unavailable' | 'bad_value' | null;

// Network failures of the pool's sockets (node-postgres reports them as system errors).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// node-postgres and PGlite say a connection is gone only in words.
const GONE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current && typeof current === 'object' && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

export function classifyDatabaseError(error: unknown): DatabaseFailure {
  for (const link of causes(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code)) return 'unavailable';
      // Class 08: connection exception; 57P01-57P03: the server is shutting down or starting up;
      // 53300: too many connections.
      if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return 'unavailable';
      // Class 22: data exception (a value PostgreSQL cannot read: not a uuid, an impossible date,
      // a NUL in text, a number out of range). Our contracts refuse these first; this is the net.
      if (/^22[0-9A-Z]{3}$/.test(code)) return 'bad_value';
    }
    if (typeof message === 'string' && GONE_MESSAGES.some((words) => message.includes(words))) return 'unavailable';
  }
  return null;
}
