import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  billingAccounts,
  billingEvents,
  billingInvoices,
  billingPlans,
  billingPromoCodes,
  billingSubscriptions,
} from '../../db/schema/billing';

export type Conn = Db | Tx;
export type PlanRow = typeof billingPlans.$inferSelect;
export type PromoRow = typeof billingPromoCodes.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type AccountRow = typeof billingAccounts.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type NewPlan = typeof billingPlans.$inferInsert;
export type NewPromo = typeof billingPromoCodes.$inferInsert;
export type SubscriptionValues = Omit<typeof billingSubscriptions.$inferInsert, 'platformId'>;
export type NewInvoice = Omit<typeof billingInvoices.$inferInsert, 'id' | 'platformId' | 'number'>;

// Plans and promo codes are the installation operator's: read by every platform, written by the operator.
export async function listPlans(db: Conn): Promise<PlanRow[]> {
  return db.select().from(billingPlans).orderBy(asc(billingPlans.createdAt), asc(billingPlans.id));
}

export async function findPlan(db: Conn, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(billingPlans).where(eq(billingPlans.id, id));
  return row;
}

export async function findPlanByLabel(db: Conn, label: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(billingPlans).where(eq(billingPlans.label, label)).limit(1);
  return row;
}

export async function upsertPlan(db: Conn, plan: NewPlan): Promise<PlanRow> {
  const { id: _id, createdAt: _createdAt, ...set } = plan;
  const [row] = await db
    .insert(billingPlans)
    .values(plan)
    .onConflictDoUpdate({ target: billingPlans.id, set: { ...set, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('billing_plans upsert returned no row');
  return row;
}

export async function listPromoCodes(db: Conn): Promise<PromoRow[]> {
  return db.select().from(billingPromoCodes).orderBy(desc(billingPromoCodes.createdAt));
}

export async function findPromoByCode(db: Conn, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(billingPromoCodes).where(sql`lower(${billingPromoCodes.code}) = lower(${code})`);
  return row;
}

export async function findPromo(db: Conn, id: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(billingPromoCodes).where(eq(billingPromoCodes.id, id));
  return row;
}

/** Inserts unless the code exists (any case); undefined then. */
export async function insertPromo(db: Conn, promo: NewPromo): Promise<PromoRow | undefined> {
  if (await findPromoByCode(db, promo.code)) return undefined;
  const [row] = await db.insert(billingPromoCodes).values(promo).onConflictDoNothing().returning();
  return row;
}

export async function redeemPromo(db: Conn, id: string): Promise<void> {
  await db
    .update(billingPromoCodes)
    .set({ timesRedeemed: sql`${billingPromoCodes.timesRedeemed} + 1` })
    .where(eq(billingPromoCodes.id, id));
}

export async function findSubscription(db: Conn, platformId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.platformId, platformId));
  return row;
}

/** The row locked for the rest of the transaction: two changes of one subscription never interleave. */
export async function lockSubscription(tx: Tx, platformId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.platformId, platformId))
    .for('update');
  return row;
}

export async function findSubscriptionByRef(db: Conn, subscriptionRef: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.subscriptionRef, subscriptionRef));
  return row;
}

export async function findSubscriptionByCustomer(db: Conn, customerRef: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.customerRef, customerRef));
  return row;
}

export async function listSubscriptions(db: Conn): Promise<SubscriptionRow[]> {
  return db.select().from(billingSubscriptions);
}

export async function upsertSubscription(
  db: Conn,
  platformId: string,
  values: SubscriptionValues,
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(billingSubscriptions)
    .values({ platformId, ...values })
    .onConflictDoUpdate({ target: billingSubscriptions.platformId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('billing_subscriptions upsert returned no row');
  return row;
}

export async function updateSubscription(
  db: Conn,
  platformId: string,
  values: Partial<SubscriptionValues>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(billingSubscriptions.platformId, platformId))
    .returning();
  return row;
}

export async function findAccount(db: Conn, platformId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.platformId, platformId));
  return row;
}

export async function upsertAccount(
  db: Conn,
  platformId: string,
  values: Partial<Omit<AccountRow, 'platformId' | 'updatedAt'>>,
): Promise<AccountRow> {
  const [row] = await db
    .insert(billingAccounts)
    .values({ platformId, ...values })
    .onConflictDoUpdate({ target: billingAccounts.platformId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('billing_accounts upsert returned no row');
  return row;
}

export async function listInvoices(db: Conn, platformId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.platformId, platformId))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.number))
    .limit(500);
}

export async function countUnpaidInvoices(db: Conn, platformIds: string[]): Promise<Map<string, number>> {
  if (platformIds.length === 0) return new Map();
  const rows = await db
    .select({ platformId: billingInvoices.platformId, count: sql<number>`count(*)::int` })
    .from(billingInvoices)
    .where(and(inArray(billingInvoices.platformId, platformIds), inArray(billingInvoices.status, ['open', 'failed'])))
    .groupBy(billingInvoices.platformId);
  return new Map(rows.map((row) => [row.platformId, Number(row.count)]));
}

export async function findInvoice(db: Conn, platformId: string, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.platformId, platformId), eq(billingInvoices.id, id)));
  return row;
}

export async function findInvoiceByRef(db: Conn, providerRef: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.providerRef, providerRef));
  return row;
}

/**
 * Numbers run per installation and year: `2026-000042`. An invoice whose provider reference is already
 * recorded (the same answer recorded twice at once) is not inserted: undefined then.
 */
export async function insertInvoice(
  db: Conn,
  platformId: string,
  invoice: NewInvoice,
): Promise<InvoiceRow | undefined> {
  const year = new Date().getUTCFullYear();
  // Numbers must not collide between platforms paying at once: taken under one lock (held to the commit).
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('billing_invoices_number'))`);
  const [last] = await db
    .select({ number: billingInvoices.number })
    .from(billingInvoices)
    .where(sql`${billingInvoices.number} like ${`${year}-%`}`)
    .orderBy(desc(billingInvoices.number))
    .limit(1);
  const next = (last ? Number(last.number.slice(5)) : 0) + 1;
  const [row] = await db
    .insert(billingInvoices)
    .values({ ...invoice, platformId, number: `${year}-${String(next).padStart(6, '0')}` })
    .onConflictDoNothing({ target: billingInvoices.providerRef })
    .returning();
  return row;
}

export async function updateInvoice(
  db: Conn,
  id: string,
  values: Partial<Pick<InvoiceRow, 'status' | 'failureReason' | 'paidAt' | 'invoice' | 'result' | 'providerRef'>>,
): Promise<InvoiceRow | undefined> {
  const [row] = await db.update(billingInvoices).set(values).where(eq(billingInvoices.id, id)).returning();
  return row;
}

/** Records a provider event; false when it was already applied (a replay). */
export async function recordEvent(db: Conn, id: string, type: string): Promise<boolean> {
  const rows = await db.insert(billingEvents).values({ id, type }).onConflictDoNothing().returning();
  return rows.length > 0;
}
