import type { ResponseFilter } from '@opencall/shared/applications';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { applications, applicationTags } from '../../db/schema';
import { isUuid } from './applications.repository';

/** `reference:value` → the pair; a value may itself hold colons. */
function parseAnswer(pair: string): { reference: string; value: string } | null {
  const at = pair.indexOf(':');
  if (at <= 0) return null;
  return { reference: pair.slice(0, at), value: pair.slice(at + 1) };
}

/**
 * The WHERE clause of a program's applications for a filter: the one definition the list, the bulk
 * actions and the exports share. Days are whole days in `timeZone`.
 */
export function responseFilterSql(
  platformId: string,
  programId: string,
  filter: ResponseFilter,
  timeZone: string,
): SQL {
  const zone = filter.tz ?? timeZone;
  const answers = (Array.isArray(filter.answer) ? filter.answer : filter.answer ? [filter.answer] : [])
    .map(parseAnswer)
    .filter((pair) => pair !== null);
  return and(
    eq(applications.platformId, platformId),
    eq(applications.programId, programId),
    isNull(applications.deletedAt),
    filter.search ? sql`${applications.searchText} like ${containsPattern(filter.search.toLowerCase())}` : undefined,
    filter.status?.length ? inArray(applications.status, filter.status) : undefined,
    // An id that cannot be a row matches nothing (and must not reach a uuid column).
    filter.categoryId
      ? isUuid(filter.categoryId)
        ? eq(applications.categoryId, filter.categoryId)
        : sql`false`
      : undefined,
    filter.tagId && !isUuid(filter.tagId) ? sql`false` : undefined,
    filter.tagId && isUuid(filter.tagId)
      ? sql`exists (select 1 from ${applicationTags} t where t.application_id = ${applications.id} and t.tag_id = ${filter.tagId})`
      : undefined,
    filter.from ? sql`${applications.createdAt} >= (${filter.from}::timestamp at time zone ${zone})` : undefined,
    filter.to ? sql`${applications.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${zone})` : undefined,
    ...answers.map(
      ({ reference, value }) => sql`exists (select 1 from jsonb_each(${applications.answers}) s(k, v)
        where v->>${reference} = ${value}
        or (jsonb_typeof(v->${reference}) = 'array' and v->${reference} ? ${value}))`,
    ),
  ) as SQL;
}
