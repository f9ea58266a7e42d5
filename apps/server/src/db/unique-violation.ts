/** The driver's unique-violation error (drizzle wraps it in `cause`), for the given index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((e) => {
    const pgError = e as { code?: string; constraint?: string } | null;
    return pgError?.code === '23505' && (pgError.constraint === undefined || pgError.constraint === constraint);
  });
}
