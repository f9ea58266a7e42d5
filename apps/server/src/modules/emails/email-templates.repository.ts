import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailTemplates } from '../../db/schema/emails';

export type Conn = Db | Tx;
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

const key = (platformId: string, programId: string, template: string, locale: string) =>
  and(
    eq(emailTemplates.platformId, platformId),
    eq(emailTemplates.programId, programId),
    eq(emailTemplates.template, template),
    eq(emailTemplates.locale, locale),
  );

/** The version an e-mail uses: the program's, else the platform's (no program), else none. */
export async function findApplicable(
  db: Conn,
  platformId: string,
  programId: string | null,
  template: string,
  locale: string,
): Promise<Pick<EmailTemplateRow, 'subject' | 'body'> | undefined> {
  const [row] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.platformId, platformId),
        eq(emailTemplates.template, template),
        eq(emailTemplates.locale, locale),
        programId
          ? or(eq(emailTemplates.programId, programId), isNull(emailTemplates.programId))
          : isNull(emailTemplates.programId),
      ),
    )
    .orderBy(sql`${emailTemplates.programId} nulls last`)
    .limit(1);
  return row;
}

/** The templates and languages the program has its own version of. */
export function listCustomised(db: Conn, platformId: string, programId: string) {
  return db
    .select({ template: emailTemplates.template, locale: emailTemplates.locale })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.platformId, platformId), eq(emailTemplates.programId, programId)));
}

export async function find(db: Conn, platformId: string, programId: string, template: string, locale: string) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(key(platformId, programId, template, locale));
  return row;
}

export async function upsert(
  db: Conn,
  values: {
    platformId: string;
    programId: string;
    template: string;
    locale: string;
    subject: string;
    body: string;
    updatedBy: string | null;
  },
): Promise<EmailTemplateRow> {
  const [row] = await db
    .insert(emailTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: [emailTemplates.platformId, emailTemplates.programId, emailTemplates.template, emailTemplates.locale],
      set: { subject: values.subject, body: values.body, updatedBy: values.updatedBy, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('email template upsert returned nothing');
  return row;
}

export async function remove(db: Conn, platformId: string, programId: string, template: string, locale: string) {
  await db.delete(emailTemplates).where(key(platformId, programId, template, locale));
}
