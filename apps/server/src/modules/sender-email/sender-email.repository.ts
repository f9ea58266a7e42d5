import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailSenderSettings, emailSendingDomains } from '../../db/schema/sender-email';

export type Conn = Db | Tx;
export type SenderSettingsRow = typeof emailSenderSettings.$inferSelect;
export type SendingDomainRow = typeof emailSendingDomains.$inferSelect;
export type NewSendingDomain = Pick<
  typeof emailSendingDomains.$inferInsert,
  'domain' | 'localPart' | 'dkimSelector' | 'dkimPrivateKey' | 'dkimPublicKey'
>;
export type DomainCheck = Pick<SendingDomainRow, 'checks' | 'status' | 'checkedAt' | 'verifiedAt'>;

export async function findSettings(db: Conn, platformId: string): Promise<SenderSettingsRow | undefined> {
  const [row] = await db.select().from(emailSenderSettings).where(eq(emailSenderSettings.platformId, platformId));
  return row;
}

export async function upsertSettings(
  db: Conn,
  platformId: string,
  values: { senderName: string | null; replyTo: string | null; domainId: string | null },
): Promise<SenderSettingsRow> {
  const [row] = await db
    .insert(emailSenderSettings)
    .values({ platformId, ...values })
    .onConflictDoUpdate({ target: emailSenderSettings.platformId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('email_sender_settings upsert returned no row');
  return row;
}

export async function listDomains(db: Conn, platformId: string): Promise<SendingDomainRow[]> {
  return db
    .select()
    .from(emailSendingDomains)
    .where(eq(emailSendingDomains.platformId, platformId))
    .orderBy(asc(emailSendingDomains.createdAt), asc(emailSendingDomains.domain));
}

export async function findDomain(db: Conn, platformId: string, id: string): Promise<SendingDomainRow | undefined> {
  const [row] = await db
    .select()
    .from(emailSendingDomains)
    .where(and(eq(emailSendingDomains.platformId, platformId), eq(emailSendingDomains.id, id)));
  return row;
}

export async function findDomainByName(
  db: Conn,
  platformId: string,
  domain: string,
): Promise<SendingDomainRow | undefined> {
  const [row] = await db
    .select()
    .from(emailSendingDomains)
    .where(and(eq(emailSendingDomains.platformId, platformId), eq(emailSendingDomains.domain, domain)));
  return row;
}

/** The new domain, or undefined when the platform has it already (the unique key decides, under races too). */
export async function insertDomain(
  db: Conn,
  platformId: string,
  values: NewSendingDomain,
): Promise<SendingDomainRow | undefined> {
  const [row] = await db
    .insert(emailSendingDomains)
    .values({ platformId, ...values })
    .onConflictDoNothing({ target: [emailSendingDomains.platformId, emailSendingDomains.domain] })
    .returning();
  return row;
}

/** Deletes the domain, and stops the platform sending from it; false when it is not the platform's. */
export async function deleteDomain(db: Tx, platformId: string, id: string): Promise<boolean> {
  await db
    .update(emailSenderSettings)
    .set({ domainId: null, updatedAt: new Date() })
    .where(and(eq(emailSenderSettings.platformId, platformId), eq(emailSenderSettings.domainId, id)));
  const deleted = await db
    .delete(emailSendingDomains)
    .where(and(eq(emailSendingDomains.platformId, platformId), eq(emailSendingDomains.id, id)))
    .returning({ id: emailSendingDomains.id });
  return deleted.length > 0;
}

export async function recordCheck(
  db: Conn,
  platformId: string,
  id: string,
  check: DomainCheck,
): Promise<SendingDomainRow | undefined> {
  const [row] = await db
    .update(emailSendingDomains)
    .set(check)
    .where(and(eq(emailSendingDomains.platformId, platformId), eq(emailSendingDomains.id, id)))
    .returning();
  return row;
}

/** What the platform's e-mails go out as: its settings and, when one is named, that sending domain. */
export async function findSendingIdentity(
  db: Conn,
  platformId: string,
): Promise<{ settings: SenderSettingsRow; domain: SendingDomainRow | null } | undefined> {
  const [row] = await db
    .select({ settings: emailSenderSettings, domain: emailSendingDomains })
    .from(emailSenderSettings)
    .leftJoin(
      emailSendingDomains,
      and(
        eq(emailSendingDomains.platformId, emailSenderSettings.platformId),
        eq(emailSendingDomains.id, emailSenderSettings.domainId),
      ),
    )
    .where(eq(emailSenderSettings.platformId, platformId));
  return row;
}
