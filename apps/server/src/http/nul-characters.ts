/**
 * PostgreSQL refuses U+0000 in text (and in jsonb), so a NUL anywhere in a request would fail deep in a
 * query. No field of ours has a use for it: the request is refused up front, with where it was.
 */
const NUL = '\u0000';

/** The dotted path of the first string or key holding a NUL, or null. Iterative: JSON may nest deeply. */
export function findNulCharacter(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}
