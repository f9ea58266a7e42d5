// The "raw SQL" ceilings of issue 5, served by the same process and database as the app: one
// hand-written keyset query per list page, and a keyset cursor stream with no formatting for exports.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import type { App } from '../../apps/server/src/http/app-types';
import { BENCH_EXPORT_SLUG } from './seed-applications';
import { BENCH_MESSAGES_SLUG } from './seed-communication';

/** The list filter both sides run: three statuses of four, newest first. */
export const BENCH_LIST_STATUSES = ['submitted', 'accepted', 'rejected'] as const;
const STATUS_SQL = sql.raw(BENCH_LIST_STATUSES.map((s) => `'${s}'`).join(','));
const BATCH = 1000;
/** A pg-boss queue no worker fetches: the raw bulk insert's job rows are never run. */
export const BENCH_SCRATCH_QUEUE = 'bench-scratch';

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

  // Issue 15: the platform, the program of 10,000 applicants the messages bench writes to, and the
  // demo admin (whose bell holds the bench's 20,000 notifications).
  let communication: { platformId: string; programId: string; adminId: string } | undefined;
  async function communicationScope() {
    if (communication) return communication;
    const [row] = rowsOf(
      await db.execute(sql`select p.platform_id, p.id, u.id as admin_id from programs p, users u
        where p.slug = ${BENCH_MESSAGES_SLUG} and u.email = 'admin@demo.localhost'`),
    );
    if (!row) throw new Error('bench messages program missing');
    communication = { platformId: String(row.platform_id), programId: String(row.id), adminId: String(row.admin_id) };
    return communication;
  }
  app.get('/bench/raw/communication', async () => communicationScope());
  // The DB ceilings beside the app's unread count: a primary-key select (the G2 point read, no
  // authentication) and the same count hand-written.
  app.get('/bench/raw/point-read', async () => {
    const s = await communicationScope();
    const [row] = rowsOf(
      await db.execute(sql`select id, email, firstname, lastname, locale from users where id = ${s.adminId}`),
    );
    return { data: row };
  });
  app.get('/bench/raw/unread-count', async () => {
    const s = await communicationScope();
    const [row] = rowsOf(
      await db.execute(sql`select count(*)::int as n from notifications
        where platform_id = ${s.platformId} and user_id = ${s.adminId} and read_at is null`),
    );
    return { data: { nbNotifications: Number(row?.n ?? 0) } };
  });

  // How far a batch's fan-out went: its thread rows written (each with its e-mail queued).
  app.get<{ Querystring: { batch?: string } }>('/bench/raw/batch-written', async (request) => {
    const [row] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from messages where batch_id = ${request.query.batch ?? null}::uuid`,
      ),
    );
    return { written: Number(row?.n ?? 0) };
  });

  // Issue 15: the ceiling of queuing a message to N applicants, N job rows written by one
  // INSERT … SELECT generate_series into pg-boss's job table, in a queue of its own that no worker
  // fetches (created on first use), then deleted by a second call outside the timing.
  let scratchQueue = false;
  async function ensureScratchQueue() {
    if (scratchQueue) return;
    const [row] = rowsOf(
      await db.execute(sql`select 1 as found from pgboss.queue where name = ${BENCH_SCRATCH_QUEUE}`),
    );
    if (!row) await db.execute(sql`select pgboss.create_queue(${BENCH_SCRATCH_QUEUE}, '{"policy":"standard"}'::json)`);
    scratchQueue = true;
  }
  app.post<{ Querystring: { count?: string } }>('/bench/raw/queue-insert', async (request) => {
    await ensureScratchQueue();
    const count = Math.min(100_000, Math.max(1, Number(request.query.count ?? 10_000)));
    const result = await db.execute(sql`insert into pgboss.job (name, data, retry_limit, retry_delay, retry_backoff,
        expire_in, start_after)
      select ${BENCH_SCRATCH_QUEUE}, jsonb_build_object('to', 'bench-recipient-' || g || '@bench.localhost',
          'template', 'message', 'locale', 'fr'), 8, 30, true, interval '15 minutes', now() + interval '1 day'
      from generate_series(1, ${count}) g`);
    return { inserted: (result as { rowCount?: number; affectedRows?: number }).rowCount ?? count };
  });
  app.post('/bench/raw/queue-insert/delete', async () => {
    await ensureScratchQueue();
    await db.execute(sql`delete from pgboss.job where name = ${BENCH_SCRATCH_QUEUE}`);
    return { deleted: true };
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
