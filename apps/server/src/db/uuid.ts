const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from the URL: anything that is not a uuid cannot be a row, and must not reach a uuid column. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
