// Bench data: 1,000 programs on the demo platform and, in the newest one, a form of 200 fields.
import type { Field } from '@opencall/shared/forms';
import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { forms, platforms, programs } from '../../apps/server/src/db/schema';

export const BENCH_PROGRAMS = 1_000;
export const BENCH_FIELDS = 200;

const FIELD_KINDS: Field['type'][] = ['text', 'email', 'number', 'date', 'select', 'checkbox', 'textarea', 'url'];

/** 200 answerable fields of eight kinds, a quarter required, a few conditional. */
export function benchFields(): Field[] {
  return Array.from({ length: BENCH_FIELDS }, (_, i) => {
    const type = FIELD_KINDS[i % FIELD_KINDS.length] ?? 'text';
    const options = ['a', 'b', 'c'].map((ref) => ({ reference: ref, text: `Option ${ref}` }));
    return {
      reference: `q${i}`,
      type,
      title: `Question ${i}`,
      required: i % 4 === 0,
      ...((type === 'select' || type === 'checkbox') && { options }),
      ...(type === 'text' && { rules: { maxCharacters: 200 } }),
      ...(i % 20 === 19 && { condition: { reference: `q${i - 19}`, operator: 'filled' as const } }),
    };
  });
}

/** Answers that satisfy every field of `benchFields()`. */
export function benchAnswers(): Record<string, unknown> {
  const sample: Record<string, unknown> = {
    text: 'Hello',
    email: 'someone@example.org',
    number: 42,
    date: '2030-01-01',
    select: 'a',
    checkbox: ['a', 'b'],
    textarea: 'A longer answer',
    url: 'https://example.org',
  };
  return Object.fromEntries(benchFields().map((field) => [field.reference, sample[field.type]]));
}

export async function seedBenchPrograms(db: Db): Promise<void> {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, 'demo'));
  if (!platform) throw new Error('demo platform missing');
  const rows = Array.from({ length: BENCH_PROGRAMS }, (_, i) => ({
    platformId: platform.id,
    slug: `bench-program-${i}`,
    titles: { fr: `Programme ${i}`, en: `Program ${i}` },
    supportedLangs: ['fr', 'en'],
    createdAt: new Date(Date.now() - (BENCH_PROGRAMS - i) * 1000),
  }));
  for (let i = 0; i < rows.length; i += 250) await db.insert(programs).values(rows.slice(i, i + 250));
  const [newest] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.slug, `bench-program-${BENCH_PROGRAMS - 1}`));
  if (!newest) throw new Error('bench program missing');
  await db
    .insert(forms)
    .values({ platformId: platform.id, programId: newest.id, title: 'Bench form', fields: benchFields() });
}
