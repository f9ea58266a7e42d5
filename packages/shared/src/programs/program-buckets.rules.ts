/** SPEC §3 program manager: one bucket per status, each a loaded page and the server's total. */
export const PROGRAM_BUCKET_NAMES = ['active', 'archived', 'deleted'] as const;
export type ProgramBucketName = (typeof PROGRAM_BUCKET_NAMES)[number];
export interface ProgramBucket<P> {
  total: number;
  list: P[];
}
export type ProgramBuckets<P> = Record<ProgramBucketName, ProgramBucket<P>>;

type WithId = { id: string };

/** The loaded list may be one page of many, so the total moves even if the item was not loaded. */
function without<P extends WithId>(bucket: ProgramBucket<P>, id: string): ProgramBucket<P> {
  return { total: Math.max(0, bucket.total - 1), list: bucket.list.filter((p) => p.id !== id) };
}

function withFirst<P extends WithId>(bucket: ProgramBucket<P>, program: P): ProgramBucket<P> {
  return { total: bucket.total + 1, list: [program, ...bucket.list.filter((p) => p.id !== program.id)] };
}

/** SPEC §4 status change: out of the previous bucket, first in the new one, both totals adjusted. */
export function moveProgram<P extends WithId>(
  buckets: ProgramBuckets<P>,
  program: P,
  from: ProgramBucketName,
  to: ProgramBucketName,
): ProgramBuckets<P> {
  if (from === to) return buckets;
  return { ...buckets, [from]: without(buckets[from], program.id), [to]: withFirst(buckets[to], program) };
}

/** SPEC §4: a created program comes first among the active ones. */
export function addProgram<P extends WithId>(buckets: ProgramBuckets<P>, program: P): ProgramBuckets<P> {
  return { ...buckets, active: withFirst(buckets.active, program) };
}

/** SPEC §4: deleting for good takes the program out of the deleted bucket. */
export function removeDeletedProgram<P extends WithId>(
  buckets: ProgramBuckets<P>,
  programId: string,
): ProgramBuckets<P> {
  return { ...buckets, deleted: without(buckets.deleted, programId) };
}
