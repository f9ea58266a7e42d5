import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { applicationEvents, applications } from '../../../db/schema/applications';
import { users } from '../../../db/schema/auth';
import { applicantName, type Conn } from '../applications.repository';

const isDecision = sql`${applications.status} in ('accepted', 'waitlist', 'rejected')`;
const unreleased = sql`${applications.releasedStatus} is distinct from ${applications.status}`;
const live = (platformId: string, programId: string) =>
  and(
    eq(applications.platformId, platformId),
    eq(applications.programId, programId),
    isNull(applications.deletedAt),
  ) as SQL;

export async function countPending(db: Conn, platformId: string, programId: string) {
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${isDecision} and ${unreleased}))::int`,
      accepted: sql<number>`(count(*) filter (where ${applications.status} = 'accepted' and ${unreleased}))::int`,
      waitlist: sql<number>`(count(*) filter (where ${applications.status} = 'waitlist' and ${unreleased}))::int`,
      rejected: sql<number>`(count(*) filter (where ${applications.status} = 'rejected' and ${unreleased}))::int`,
      released: sql<number>`(count(*) filter (where ${applications.releasedStatus} is not null))::int`,
    })
    .from(applications)
    .where(live(platformId, programId));
  return {
    pending: Number(row?.pending ?? 0),
    accepted: Number(row?.accepted ?? 0),
    waitlist: Number(row?.waitlist ?? 0),
    rejected: Number(row?.rejected ?? 0),
    released: Number(row?.released ?? 0),
  };
}

/** A batch of pending decisions, locked, with what the e-mail needs: the applicant's address, name and language. */
export function lockPending(
  db: Conn,
  platformId: string,
  programId: string,
  options: { ids?: readonly string[]; limit: number },
) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      applicantId: applications.applicantId,
      email: users.email,
      locale: users.locale,
      firstname: applicantName('firstname'),
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(
      and(
        live(platformId, programId),
        isDecision,
        unreleased,
        options.ids ? inArray(applications.id, [...options.ids]) : undefined,
      ),
    )
    .orderBy(applications.id)
    .limit(options.limit)
    .for('update', { of: applications });
}

/** Tells the applicants: each application's released decision becomes its status, and the history says so. */
export async function markReleased(
  db: Conn,
  platformId: string,
  rows: readonly { id: string; status: string }[],
  userId: string | null,
) {
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  await db
    .update(applications)
    .set({ releasedStatus: sql`${applications.status}`, releasedAt: new Date() })
    .where(and(eq(applications.platformId, platformId), inArray(applications.id, ids)));
  await db.insert(applicationEvents).values(
    rows.map((row) => ({
      platformId,
      applicationId: row.id,
      userId,
      action: 'decision_released',
      toStatus: row.status,
    })),
  );
}
