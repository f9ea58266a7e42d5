import type { ApplicationStatus } from '@opencall/shared/applications';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { applicationEvents, applications } from '../../../db/schema/applications';
import type { Conn } from '../applications.repository';

// Multi-row inserts stay well under PostgreSQL's 65,535 parameters per statement.
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/** Who among these people already has an application (outside the trash) to the program. */
export async function findApplicantsWithApplication(
  db: Conn,
  platformId: string,
  programId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(userIds)) {
    const rows = await db
      .selectDistinct({ applicantId: applications.applicantId })
      .from(applications)
      .where(
        and(
          eq(applications.platformId, platformId),
          eq(applications.programId, programId),
          inArray(applications.applicantId, part),
          isNull(applications.deletedAt),
        ),
      );
    for (const row of rows) if (row.applicantId) found.add(row.applicantId);
  }
  return found;
}

export interface NewApplication {
  id: string;
  categoryId: string;
  applicantId: string;
  status: ApplicationStatus;
  answers: Record<string, Record<string, unknown>>;
  searchText: string;
}

/** The applications and their `imported` event, by whom, at `now`. */
export async function insertApplications(
  db: Conn,
  platformId: string,
  programId: string,
  rows: readonly NewApplication[],
  context: { userId: string | null; now: Date },
): Promise<void> {
  for (const part of chunks(rows)) {
    await db.insert(applications).values(
      part.map((row) => ({
        ...row,
        platformId,
        programId,
        submittedAt: row.status === 'draft' ? null : context.now,
        createdAt: context.now,
        updatedAt: context.now,
      })),
    );
    await db.insert(applicationEvents).values(
      part.map((row) => ({
        platformId,
        applicationId: row.id,
        userId: context.userId,
        action: 'imported',
        toStatus: row.status,
        createdAt: context.now,
      })),
    );
  }
}
