// Bench data for issue 5: one program with N applications of 22 answers each (8 fixed + 22 = 30 export columns).
import type { Field } from '@opencall/shared/forms';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { categories, forms, platforms, programs } from '../../apps/server/src/db/schema';

export const BENCH_EXPORT_SLUG = 'bench-exports';
export const BENCH_ANSWER_FIELDS = 22;
const APPLICANTS = 1_000;

const KINDS: Field['type'][] = ['text', 'select', 'checkbox', 'number', 'date', 'email', 'textarea', 'yes-no', 'file'];
const OPTIONS = ['a', 'b', 'c'].map((reference) => ({ reference, text: `Option ${reference.toUpperCase()}` }));

function exportFields(): Field[] {
  return Array.from({ length: BENCH_ANSWER_FIELDS }, (_, i) => {
    const type = KINDS[i % KINDS.length] ?? 'text';
    return {
      reference: `f${i}`,
      type,
      title: `Question ${i} « ${type} »`,
      ...((type === 'select' || type === 'checkbox') && { options: OPTIONS }),
    };
  });
}

/** The SQL expression of field `i`'s answer for row `n` (varied, a few with `;`, quotes, newlines). */
function answerSql(i: number): string {
  switch (KINDS[i % KINDS.length]) {
    case 'select':
      return `(array['a','b','c'])[1 + (n % 3)]`;
    case 'checkbox':
      return `jsonb_build_array('a', (array['b','c'])[1 + (n % 2)])`;
    case 'number':
      return `(n % 1000) - 250`;
    case 'date':
      return `to_char(date '2026-01-01' + (n % 365), 'YYYY-MM-DD')`;
    case 'email':
      return `'person' || n || '@example.org'`;
    case 'textarea':
      return `'Réponse ' || n || '; "citée" sur' || chr(10) || 'deux lignes, avec des accents : été, Жуковский, ' || repeat('x', 80)`;
    case 'yes-no':
      return `case when n % 2 = 0 then 'yes' else 'no' end`;
    case 'file':
      return `jsonb_build_object('key', 'k' || n, 'name', 'dossier-' || n || '.pdf', 'location', '/api/files/stream/k' || n)`;
    default:
      return `'Ville ' || (n % 97)`;
  }
}

/**
 * One published program on the demo platform with a form step, 1,000 applicants and `count`
 * applications, inserted by generate_series in a few statements (seconds, not minutes).
 */
export async function seedBenchApplications(db: Db, count: number): Promise<void> {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, 'demo'));
  if (!platform) throw new Error('demo platform missing');
  const [program] = await db
    .insert(programs)
    .values({
      platformId: platform.id,
      slug: BENCH_EXPORT_SLUG,
      titles: { fr: 'Programme des exports', en: 'Exports program' },
      supportedLangs: ['fr', 'en'],
      publishedAt: new Date(),
    })
    .returning({ id: programs.id });
  if (!program) throw new Error('bench exports program insert failed');
  const [form] = await db
    .insert(forms)
    .values({ platformId: platform.id, programId: program.id, title: 'Dossier', fields: exportFields() })
    .returning({ id: forms.id });
  const [category] = await db
    .insert(categories)
    .values({
      platformId: platform.id,
      programId: program.id,
      titles: { fr: 'Générale', en: 'General' },
      steps: [{ id: 'dossier', type: 'form', titles: { fr: 'Dossier' }, config: { form_id: form?.id } }],
    })
    .returning({ id: categories.id });
  await db.execute(sql`insert into users (email, firstname, lastname)
    select 'bench-applicant-' || g || '@bench.localhost', 'Prénom' || g, 'Nom' || g
    from generate_series(1, ${APPLICANTS}) g`);
  const pairs = Array.from({ length: BENCH_ANSWER_FIELDS }, (_, i) => `'f${i}', ${answerSql(i)}`).join(', ');
  const chunk = 10_000;
  for (let start = 1; start <= count; start += chunk) {
    const end = Math.min(count, start + chunk - 1);
    await db.execute(
      sql.raw(`insert into applications (platform_id, program_id, category_id, applicant_id, status, answers,
        search_text, created_at, submitted_at)
      select '${platform.id}', '${program.id}', '${category?.id}', u.id,
        (array['draft','submitted','accepted','rejected'])[1 + (n % 4)],
        jsonb_build_object('dossier', jsonb_build_object(${pairs})),
        'prénom' || (n % ${APPLICANTS} + 1) || ' ville ' || (n % 97),
        now() - (${count} - n) * interval '1 minute',
        case when n % 4 = 0 then null else now() - (${count} - n) * interval '1 minute' + interval '30 seconds' end
      from generate_series(${start}, ${end}) n
      join users u on u.email = 'bench-applicant-' || (n % ${APPLICANTS} + 1) || '@bench.localhost'`),
    );
  }
  // The files the file answers name, uploaded by their applicants: exports and the ZIP read the files
  // table for every file answer (issue 11 §2), so the bench pays that lookup as production does.
  await db.execute(
    sql.raw(`insert into files (platform_id, key, name, mime, kind, size, owner_id)
    select '${platform.id}', 'k' || n, 'dossier-' || n || '.pdf', 'application/pdf', 'pdf', 1000, u.id
    from generate_series(1, ${count}) n
    join users u on u.email = 'bench-applicant-' || (n % ${APPLICANTS} + 1) || '@bench.localhost'`),
  );
  await db.execute(sql`analyze files`);
  // Three tags, one on every third application: the list names the tags of the rows it shows.
  await db.execute(sql`insert into tags (platform_id, program_id, name)
    select ${platform.id}, ${program.id}, 'Étiquette ' || g from generate_series(1, 3) g`);
  await db.execute(sql`insert into application_tags (platform_id, application_id, tag_id)
    select a.platform_id, a.id, t.id
    from (select id, platform_id, row_number() over (order by created_at) as n
      from applications where program_id = ${program.id}) a
    join (select id, row_number() over (order by name) - 1 as k from tags where program_id = ${program.id}) t
      on t.k = (a.n / 3) % 3
    where a.n % 3 = 0`);
  await db.execute(sql`analyze applications`);
  await db.execute(sql`analyze application_tags`);
}
