import { hasPermission, PROGRAM_WORK_ACCESS } from '@opencall/shared/auth';
import type { AuthUser } from '../../context';
import * as categoriesRepository from './categories.repository';
import { diff, logChange } from './program-logs.service';
import type { Conn } from './programs.repository';
import * as programsRepository from './programs.repository';
import * as tagsRepository from './tags.repository';

/** What another module may know of a program it works inside. */
export interface ProgramRef {
  id: string;
  slug: string;
  titles: Record<string, string>;
  defaultLang: string;
  supportedLangs: string[];
  timezone: string;
}

/** A program of the platform outside the trash, for a module working inside it; 404 otherwise. */
export async function getLiveProgram(db: Conn, platformId: string, programId: string): Promise<ProgramRef> {
  const row = await programsRepository.get(db, platformId, programId, { scope: 'live' });
  return {
    id: row.id,
    slug: row.slug,
    titles: row.titles,
    defaultLang: row.defaultLang,
    supportedLangs: row.supportedLangs,
    timezone: row.timezone,
  };
}

/** The ids among those given that are not the program's categories, and those that are not its tags. */
export async function unknownCategoriesAndTags(
  db: Conn,
  platformId: string,
  programId: string,
  ids: { categoryIds: readonly string[]; tagIds: readonly string[] },
) {
  const [categories, tags] = await Promise.all([
    categoriesRepository.existingIds(db, platformId, programId, ids.categoryIds),
    tagsRepository.existingIds(db, platformId, programId, ids.tagIds),
  ]);
  return {
    categoryIds: ids.categoryIds.filter((id) => !categories.has(id)),
    tagIds: ids.tagIds.filter((id) => !tags.has(id)),
  };
}

export { diff as diffForLog, logChange as logProgramChange };

/** A program as a list across programs names it: address and title in the default language. */
export interface ProgramName {
  id: string;
  slug: string;
  title: string;
}

/**
 * The live programs a user works on (SPEC §6): every one for a holder of program.collaborate on the
 * platform, else those they hold such a role on.
 */
export async function listWorkablePrograms(db: Conn, platformId: string, user: AuthUser): Promise<ProgramName[]> {
  const heldBy = hasPermission(user.permissions, PROGRAM_WORK_ACCESS.permission)
    ? undefined
    : { userId: user.id, permission: PROGRAM_WORK_ACCESS.permission };
  const rows = await programsRepository.listWorkable(db, platformId, heldBy);
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.titles[row.defaultLang] ?? row.slug }));
}
