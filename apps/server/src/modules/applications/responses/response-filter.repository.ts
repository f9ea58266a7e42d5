import type { ResponseFilter } from '@opencall/shared/applications';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../../db/like-pattern';
import { applications, applicationTags } from '../../../db/schema/applications';
import { isUuid } from '../applications.repository';

/** `reference:value` → the pair; a value may itself hold colons. */
function parseAnswer(pair: string): { reference: string; value: string } | null {
  const at = pair.indexOf(':');
  if (at <= 0) return null;
  return { reference: pair.slice(0, at), value: pair.slice(at + 1) };
}

/**
 * How a filter's value enters its SQL: as a parameter of this one query, or as a named placeholder
 * of a prepared one. The clause token joins the filter's shape: two filters of one shape give one
 * SQL text.
 */
type Bind = (name: string, value: unknown) => unknown;

function filterSql(
  platformId: string,
  programId: string,
  filter: ResponseFilter,
  timeZone: string,
  bind: Bind,
  shape: string[],
): SQL {
  const zone = filter.tz ?? timeZone;
  const answers = (Array.isArray(filter.answer) ? filter.answer : filter.answer ? [filter.answer] : [])
    .map(parseAnswer)
    .filter((pair) => pair !== null);
  const clause = (token: string, condition: SQL) => {
    shape.push(token);
    return condition;
  };
  const tagId = filter.tagId;
  return and(
    eq(applications.platformId, bind('platformId', platformId) as string),
    eq(applications.programId, bind('programId', programId) as string),
    isNull(applications.deletedAt),
    filter.search
      ? clause(
          'search',
          sql`${applications.searchText} like ${bind('search', containsPattern(filter.search.toLowerCase()))}`,
        )
      : undefined,
    filter.status?.length
      ? clause(
          `status${filter.status.length}`,
          inArray(
            applications.status,
            filter.status.map((status, index) => bind(`status${index}`, status) as typeof status),
          ),
        )
      : undefined,
    // An id that cannot be a row matches nothing (and must not reach a uuid column).
    filter.categoryId
      ? isUuid(filter.categoryId)
        ? clause('category', eq(applications.categoryId, bind('categoryId', filter.categoryId) as string))
        : clause('noCategory', sql`false`)
      : undefined,
    tagId
      ? isUuid(tagId)
        ? clause(
            'tag',
            sql`exists (select 1 from ${applicationTags} t where t.application_id = ${applications.id} and t.tag_id = ${bind('tagId', tagId)})`,
          )
        : clause('noTag', sql`false`)
      : undefined,
    filter.from
      ? clause(
          'from',
          sql`${applications.createdAt} >= (${bind('from', filter.from)}::timestamp at time zone ${bind('zone', zone)})`,
        )
      : undefined,
    filter.to
      ? clause(
          'to',
          sql`${applications.createdAt} < ((${bind('to', filter.to)}::date + 1)::timestamp at time zone ${bind('zone', zone)})`,
        )
      : undefined,
    ...answers.map(({ reference, value }, index) => {
      const [ref, val] = [bind(`answerRef${index}`, reference), bind(`answerValue${index}`, value)];
      return clause(
        'answer',
        sql`exists (select 1 from jsonb_each(${applications.answers}) s(k, v)
        where v->>${ref} = ${val}
        or (jsonb_typeof(v->${ref}) = 'array' and v->${ref} ? ${val}))`,
      );
    }),
  ) as SQL;
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
  return filterSql(platformId, programId, filter, timeZone, (_name, value) => value, []);
}

/** The same clause with named placeholders, their values, and the shape that decides its SQL text. */
export interface FilterTemplate {
  where: SQL;
  values: Record<string, unknown>;
  shape: string;
}

/**
 * The filter as a template, for queries prepared once per shape (PERFORMANCE G4: building and
 * parsing the list's SQL cost more than running it). Its values go to `execute`.
 */
export function responseFilterTemplate(
  platformId: string,
  programId: string,
  filter: ResponseFilter,
  timeZone: string,
): FilterTemplate {
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const where = filterSql(platformId, programId, filter, timeZone, bind, shape);
  return { where, values, shape: shape.join(',') };
}

/** The applications of a program a filter keeps: what services hand to the list, bulk and export queries. */
export interface ResponseScope {
  platformId: string;
  programId: string;
  filter: ResponseFilter;
  /** The program's time zone: days in a filter are whole days there. */
  timeZone: string;
}

export function scopeTemplate(scope: ResponseScope): FilterTemplate {
  return responseFilterTemplate(scope.platformId, scope.programId, scope.filter, scope.timeZone);
}

export function scopeSql(scope: ResponseScope): SQL {
  return responseFilterSql(scope.platformId, scope.programId, scope.filter, scope.timeZone);
}

/** What decides which rows a scope keeps (its filter's shape and values): the key of its cached totals. */
export function scopeKey(scope: ResponseScope): string {
  const { shape, values } = scopeTemplate(scope);
  return `${scope.platformId}|${scope.programId}|${shape}|${JSON.stringify(values)}`;
}
