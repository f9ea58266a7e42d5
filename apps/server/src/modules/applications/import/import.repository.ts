import type { ApplicationStatus } from '@opencall/shared/applications';
import type { Field, FormTranslations } from '@opencall/shared/forms';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  applicationEvents,
  applications,
  categories,
  forms,
  platformMemberships,
  programLogs,
  programs,
  users,
} from '../../../db/schema';
import type { StoredStep } from '../../programs';
import type { Conn } from '../applications.repository';

// Multi-row inserts stay well under PostgreSQL's 65,535 parameters per statement.
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

export interface ImportCategory {
  id: string;
  titles: Record<string, string>;
  steps: StoredStep[];
}

export async function listCategories(db: Conn, platformId: string, programId: string): Promise<ImportCategory[]> {
  const rows = await db
    .select({ id: categories.id, titles: categories.titles, steps: categories.steps })
    .from(categories)
    .where(and(eq(categories.platformId, platformId), eq(categories.programId, programId)))
    .orderBy(asc(categories.position), asc(categories.createdAt), asc(categories.id));
  return rows as ImportCategory[];
}

export interface ImportForm {
  id: string;
  title: string;
  fields: Field[];
  translations: FormTranslations;
}

/** The program's forms outside the trash among `formIds`. */
export async function listForms(
  db: Conn,
  platformId: string,
  programId: string,
  formIds: readonly string[],
): Promise<ImportForm[]> {
  if (formIds.length === 0) return [];
  const rows = await db
    .select({ id: forms.id, title: forms.title, fields: forms.fields, translations: forms.translations })
    .from(forms)
    .where(
      and(
        eq(forms.platformId, platformId),
        eq(forms.programId, programId),
        inArray(forms.id, [...formIds]),
        isNull(forms.deletedAt),
      ),
    );
  return rows as ImportForm[];
}

export interface KnownApplicant {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  /** Null when the person has no membership on the platform yet. */
  membership: 'active' | 'revoked' | null;
}

/** Accounts among these (normalised) addresses, with their membership on the platform. */
export async function findApplicantsByEmail(
  db: Conn,
  platformId: string,
  emails: readonly string[],
): Promise<KnownApplicant[]> {
  const found: KnownApplicant[] = [];
  for (const part of chunks(emails)) {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        membership: platformMemberships.status,
      })
      .from(users)
      .leftJoin(
        platformMemberships,
        and(eq(platformMemberships.userId, users.id), eq(platformMemberships.platformId, platformId)),
      )
      .where(inArray(users.email, part));
    found.push(...rows);
  }
  return found;
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

/** Holds the program until the transaction ends: two imports of one program run one after the other. */
export async function lockProgram(db: Conn, platformId: string, programId: string): Promise<void> {
  await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.platformId, platformId), eq(programs.id, programId)))
    .for('update');
}

export const IMPORT_LOG_ACTION = 'import';

/** The last import of the same content into the program, from the program's log. */
export async function findPreviousImport(db: Conn, platformId: string, programId: string, contentHash: string) {
  const [row] = await db
    .select({ after: programLogs.after, createdAt: programLogs.createdAt })
    .from(programLogs)
    .where(
      and(
        eq(programLogs.platformId, platformId),
        eq(programLogs.programId, programId),
        eq(programLogs.action, IMPORT_LOG_ACTION),
        sql`${programLogs.after}->>'contentHash' = ${contentHash}`,
      ),
    )
    .orderBy(desc(programLogs.createdAt))
    .limit(1);
  if (!row) return null;
  const after = (row.after ?? {}) as { name?: unknown };
  return { filename: typeof after.name === 'string' ? after.name : '', importedAt: row.createdAt.toISOString() };
}

/**
 * Accounts without a password for new addresses (they set one through the reset or invitation
 * link); an address taken meanwhile keeps its account. Answers every address's account.
 */
export async function createApplicants(
  db: Conn,
  platformId: string,
  people: readonly { email: string; firstname: string; lastname: string }[],
): Promise<KnownApplicant[]> {
  for (const part of chunks(people)) {
    await db
      .insert(users)
      .values(part.map(({ email, firstname, lastname }) => ({ email, firstname, lastname })))
      .onConflictDoNothing({ target: users.email });
  }
  return findApplicantsByEmail(
    db,
    platformId,
    people.map((person) => person.email),
  );
}

/**
 * Members of the platform from now on, as an administrator's invitation makes them: not joined until
 * they sign in and accept the terms, known here by the names the file gives (never an account's own
 * names from another platform: issue 11 §1). An existing membership (joined, or revoked) stays as it is.
 */
export async function addMemberships(
  db: Conn,
  platformId: string,
  people: readonly { id: string; firstname: string; lastname: string }[],
): Promise<void> {
  for (const part of chunks(people)) {
    await db
      .insert(platformMemberships)
      .values(
        part.map((person) => ({
          platformId,
          userId: person.id,
          status: 'active' as const,
          joinedAt: null,
          invitedFirstname: person.firstname,
          invitedLastname: person.lastname,
        })),
      )
      .onConflictDoNothing();
  }
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

/** The import in the program's log: what the duplicate-file check reads. */
export async function insertImportLog(
  db: Conn,
  platformId: string,
  entry: { programId: string; userId: string | null; summary: Record<string, unknown>; now: Date },
): Promise<void> {
  await db.insert(programLogs).values({
    platformId,
    programId: entry.programId,
    userId: entry.userId,
    action: IMPORT_LOG_ACTION,
    entity: 'program',
    entityId: entry.programId,
    before: null,
    after: entry.summary,
    createdAt: entry.now,
  });
}
