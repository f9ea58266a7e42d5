import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { applications } from '../../db/schema/applications';
import type { Conn } from './applications.repository';

/** The program's most recently submitted application outside the trash: what an e-mail preview shows. */
export async function latestSubmittedId(db: Conn, platformId: string, programId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.platformId, platformId),
        eq(applications.programId, programId),
        isNull(applications.deletedAt),
        ne(applications.status, 'draft'),
        isNotNull(applications.submittedAt),
      ),
    )
    .orderBy(desc(applications.submittedAt), desc(applications.id))
    .limit(1);
  return row?.id ?? null;
}
