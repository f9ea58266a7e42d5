import { TtlCache } from '../../../lib/ttl-cache';
import type { Conn } from '../applications.repository';
import * as repository from './responses.repository';

export type TagRef = { id: string; name: string; color: string };
/** The program's tags by id, each with its place in name order. */
export type ProgramTags = ReadonlyMap<string, { tag: TagRef; rank: number }>;

// The list names its rows' tags from the program's tags, kept as long as the program itself
// (SPEC §9: 400 ms). A tag the kept set does not know yet (just created) reads them again at once.
const cache = new TtlCache<ProgramTags>(400, 1000);

export async function programTagsById(
  db: Conn,
  platformId: string,
  programId: string,
  wanted: readonly string[],
): Promise<ProgramTags> {
  const key = `${platformId}|${programId}`;
  const hit = cache.get(key);
  if (hit && wanted.every((id) => hit.has(id))) return hit;
  const rows = await repository.allProgramTags(db, platformId, programId);
  const byId: ProgramTags = new Map(rows.map((tag, rank) => [tag.id, { tag, rank }]));
  cache.set(key, byId);
  return byId;
}

/** A row's tags in name order, as the list shows them. */
export function namedTags(tagIds: readonly string[], byId: ProgramTags): TagRef[] {
  return tagIds
    .flatMap((id) => {
      const known = byId.get(id);
      return known ? [known] : [];
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ tag }) => tag);
}
