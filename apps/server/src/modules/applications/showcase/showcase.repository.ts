import type { ApplicationAnswers } from '@opencall/shared/applications';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { applications } from '../../../db/schema/applications';
import { users } from '../../../db/schema/auth';
import { applicantName, type Conn, isUuid } from '../applications.repository';

export interface ShowcaseRow {
  id: string;
  categoryId: string | null;
  firstname: string;
  lastname: string;
  answers: ApplicationAnswers;
}

/** The program's live, submitted applications among `ids`, with what a showcase may read of them. */
export async function showcaseRows(
  db: Conn,
  platformId: string,
  programId: string,
  ids: readonly string[],
): Promise<ShowcaseRow[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  return db
    .select({
      id: applications.id,
      categoryId: applications.categoryId,
      firstname: applicantName('firstname'),
      lastname: applicantName('lastname'),
      answers: applications.answers,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(
      and(
        eq(applications.platformId, platformId),
        eq(applications.programId, programId),
        inArray(applications.id, wanted),
        isNull(applications.deletedAt),
        ne(applications.status, 'draft'),
      ),
    ) as Promise<ShowcaseRow[]>;
}
