// The "raw SQL" ceilings of issue 5, served by the same process and database as the app: one
// hand-written keyset query per list page, and a keyset cursor stream with no formatting for exports.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import type { App } from '../../apps/server/src/http/app-types';
import { BENCH_EXPORT_SLUG } from './seed-applications';

/** The list filter both sides run: three statuses of four, newest first. */
export const BENCH_LIST_STATUSES = ['submitted', 'accepted', 'rejected'] as const;
const STATUS_SQL = sql.raw(BENCH_LIST_STATUSES.map((s) => `'${s}'`).join(','));
const BATCH = 1000;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export function registerRawRoutes(app: App, db: Db): void {
  let scope: { platformId: string; programId: string; total: number } | undefined;
  async function programScope() {
    if (scope) return scope;
    const [row] = rowsOf(
      await db.execute(sql`select p.platform_id, p.id, (select count(*)::int from applications a
        where a.program_id = p.id) as total from programs p where p.slug = ${BENCH_EXPORT_SLUG}`),
    );
    if (!row) throw new Error('bench exports program missing');
    scope = { platformId: String(row.platform_id), programId: String(row.id), total: Number(row.total) };
    return scope;
  }
  const where = (s: { platformId: string; programId: string }) =>
    sql`a.platform_id = ${s.platformId} and a.program_id = ${s.programId} and a.deleted_at is null`;

  app.get('/bench/raw/info', async () => programScope());

  // Issue 12: the first page of the admin programs list (`GET /api/user.programs?limit=10`): the same
  // columns, buckets (active and archived), order and page size, hand-written. Each bucket is read in
  // its (platform, status, created_at, id) index order and the two are merged, as the app does: one
  // `status in (…)` scan would read and sort every program of the platform on each page.
  let demoPlatformId: string | undefined;
  const programColumns = sql.raw(`id, slug, titles, descriptions, default_lang, supported_langs, status,
    visibility, opening_at, closing_at, timezone, published_at, features, public_config, created_at, updated_at`);
  app.get('/bench/raw/programs', async () => {
    if (!demoPlatformId) {
      const [row] = rowsOf(await db.execute(sql`select id from platforms where slug = 'demo'`));
      if (!row) throw new Error('demo platform missing');
      demoPlatformId = String(row.id);
    }
    const bucket = (status: string) => sql`(select ${programColumns} from programs
      where platform_id = ${demoPlatformId} and status = ${sql.raw(`'${status}'`)}
      order by created_at desc, id desc limit 10)`;
    const rows = rowsOf(
      await db.execute(
        sql`${bucket('active')} union all ${bucket('archived')} order by created_at desc, id desc limit 10`,
      ),
    );
    return { data: rows };
  });

  // Keyset cursors at a depth are found once (one OFFSET query), then every page is a keyset page.
  const cursors = new Map<number, { createdAt: string; id: string } | null>();
  async function cursorAt(offset: number) {
    if (offset <= 0) return null;
    if (!cursors.has(offset)) {
      const s = await programScope();
      const [row] = rowsOf(
        await db.execute(sql`select a.created_at::text as c, a.id from applications a
          where ${where(s)} and a.status in (${STATUS_SQL})
          order by a.created_at desc, a.id desc offset ${offset - 1} limit 1`),
      );
      cursors.set(offset, row ? { createdAt: String(row.c), id: String(row.id) } : null);
    }
    return cursors.get(offset) ?? null;
  }

  app.get<{ Querystring: { offset?: string } }>('/bench/raw/responses', async (request) => {
    const s = await programScope();
    const cursor = await cursorAt(Number(request.query.offset ?? 0));
    const keyset = cursor
      ? sql`and (a.created_at, a.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
    const rows = rowsOf(
      await db.execute(sql`select a.id, a.status, a.category_id, a.created_at, a.updated_at, a.submitted_at,
          u.id as applicant_id, u.firstname, u.lastname, u.email
        from applications a left join users u on u.id = a.applicant_id
        where ${where(s)} and a.status in (${STATUS_SQL}) ${keyset}
        order by a.created_at desc, a.id desc limit 20`),
    );
    return { data: rows };
  });

  // The streaming baseline: the same rows and answers, batch by batch, written as plain lines.
  app.get('/bench/raw/export', async (_request, reply) => {
    const s = await programScope();
    async function* lines() {
      let after: { c: string; id: string } | null = null;
      for (let batch = 0; batch < 100_000; batch++) {
        const keyset = after ? sql`and (a.created_at, a.id) > (${after.c}::timestamptz, ${after.id}::uuid)` : sql``;
        const rows = rowsOf(
          await db.execute(sql`select a.id, a.status, a.created_at::text as c, a.submitted_at, a.answers,
              u.firstname, u.lastname, u.email
            from applications a left join users u on u.id = a.applicant_id
            where ${where(s)} ${keyset} order by a.created_at, a.id limit ${BATCH}`),
        );
        if (rows.length) {
          yield Buffer.from(
            rows
              .map((r) => [r.id, r.status, r.c, r.firstname, r.lastname, r.email, JSON.stringify(r.answers)].join(';'))
              .join('\n'),
          );
        }
        const last = rows.at(-1);
        if (!last || rows.length < BATCH) return;
        after = { c: String(last.c), id: String(last.id) };
      }
    }
    reply.header('content-type', 'text/plain; charset=utf-8');
    return Readable.from(lines(), { objectMode: false });
  });
}
