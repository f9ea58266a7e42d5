import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import { applicantRequests } from '../../../db/schema/applications';
import { users } from '../../../db/schema/auth';
import type { Conn } from '../applications.repository';

const processors = aliasedTable(users, 'processors');

const columns = {
  id: applicantRequests.id,
  type: applicantRequests.type,
  message: applicantRequests.message,
  status: applicantRequests.status,
  applicationId: applicantRequests.applicationId,
  processedAt: applicantRequests.processedAt,
  createdAt: applicantRequests.createdAt,
  applicantId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  processorId: processors.id,
  processorFirstname: processors.firstname,
  processorLastname: processors.lastname,
  processorEmail: processors.email,
};

function select(db: Conn) {
  return db
    .select(columns)
    .from(applicantRequests)
    .leftJoin(users, eq(users.id, applicantRequests.userId))
    .leftJoin(processors, eq(processors.id, applicantRequests.processedBy));
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const scope = (platformId: string, programId: string) =>
  and(eq(applicantRequests.platformId, platformId), eq(applicantRequests.programId, programId));

export async function insert(
  db: Conn,
  values: {
    platformId: string;
    programId: string;
    userId: string;
    applicationId: string | null;
    type: 'access' | 'deletion' | 'other';
    message: string;
  },
): Promise<string> {
  const [row] = await db.insert(applicantRequests).values(values).returning({ id: applicantRequests.id });
  if (!row) throw new Error('request insert failed');
  return row.id;
}

export async function findOne(db: Conn, platformId: string, programId: string, requestId: string) {
  const [row] = await select(db).where(and(scope(platformId, programId), eq(applicantRequests.id, requestId)));
  return row;
}

export async function list(
  db: Conn,
  platformId: string,
  programId: string,
  status: 'unprocessed' | 'processed',
  limit: number,
  offset: number,
) {
  return select(db)
    .where(and(scope(platformId, programId), eq(applicantRequests.status, status)))
    .orderBy(desc(applicantRequests.createdAt), desc(applicantRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function count(db: Conn, platformId: string, programId: string, status: 'unprocessed' | 'processed') {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalFiltred: sql<number>`(count(*) filter (where ${applicantRequests.status} = ${status}))::int`,
    })
    .from(applicantRequests)
    .where(scope(platformId, programId));
  return { total: Number(row?.total ?? 0), totalFiltred: Number(row?.totalFiltred ?? 0) };
}

export async function setStatus(
  db: Conn,
  platformId: string,
  programId: string,
  requestId: string,
  status: 'unprocessed' | 'processed',
  userId: string | null,
) {
  const rows = await db
    .update(applicantRequests)
    .set(
      status === 'processed'
        ? { status, processedBy: userId, processedAt: new Date() }
        : { status, processedBy: null, processedAt: null },
    )
    .where(and(scope(platformId, programId), eq(applicantRequests.id, requestId)))
    .returning({ id: applicantRequests.id });
  return rows.length > 0;
}
