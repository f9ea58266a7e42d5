// Bench data for issue 15 (`--only communication`): a program of 10,000 submitted applications,
// each from an applicant of its own with an address, for the message to many; and 20,000
// notifications in the demo admin's bell, 1,000 of them unread, for the unread count.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

export const BENCH_MESSAGES_SLUG = 'bench-messages';
export const BENCH_NOTIFICATIONS = 20_000;
export const BENCH_UNREAD = 1_000;
const DEMO_ADMIN_EMAIL = 'admin@demo.localhost';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Inserted by generate_series in a few statements (seconds, not minutes). */
export async function seedBenchCommunication(db: Db, applications: number): Promise<void> {
  const [platform] = rowsOf(await db.execute(sql`select id from platforms where slug = 'demo'`));
  const [admin] = rowsOf(await db.execute(sql`select id from users where email = ${DEMO_ADMIN_EMAIL}`));
  if (!platform || !admin) throw new Error('demo platform or its admin missing');
  const platformId = String(platform.id);
  const [program] = rowsOf(
    await db.execute(sql`insert into programs (platform_id, slug, titles, supported_langs, published_at)
      values (${platformId}, ${BENCH_MESSAGES_SLUG}, ${JSON.stringify({ fr: 'Programme des messages', en: 'Messages program' })}::jsonb,
        '{fr,en}'::text[], now())
      returning id`),
  );
  if (!program) throw new Error('bench messages program insert failed');
  const programId = String(program.id);
  // One applicant per application, half of them reading English: every e-mail is its own.
  await db.execute(sql`insert into users (email, firstname, lastname, locale)
    select 'bench-recipient-' || g || '@bench.localhost', 'Prénom' || g, 'Nom' || g,
      case when g % 2 = 0 then 'en' else 'fr' end
    from generate_series(1, ${applications}) g`);
  await db.execute(sql`insert into applications (platform_id, program_id, applicant_id, status, answers,
      search_text, created_at, submitted_at)
    select ${platformId}, ${programId}, u.id, 'submitted', '{}'::jsonb, u.firstname,
      now() - (${applications} - g) * interval '1 second', now() - (${applications} - g) * interval '1 second'
    from generate_series(1, ${applications}) g
    join users u on u.email = 'bench-recipient-' || g || '@bench.localhost'`);
  // The admin's bell: the newest BENCH_UNREAD unread, the rest read long ago.
  await db.execute(sql`insert into notifications (platform_id, user_id, event, program_id, params, link,
      read_at, created_at)
    select ${platformId}, ${String(admin.id)}, 'message_received', ${programId},
      jsonb_build_object('program', 'Programme des messages', 'application', 'Dossier ' || g),
      '/programs/' || ${programId} || '/responses',
      case when g > ${BENCH_NOTIFICATIONS - BENCH_UNREAD} then null else now() end,
      now() - (${BENCH_NOTIFICATIONS} - g) * interval '1 minute'
    from generate_series(1, ${BENCH_NOTIFICATIONS}) g`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze applications`);
  await db.execute(sql`analyze notifications`);
}
