import { AppError } from '@opencall/shared/errors';
import { findPublishProblems, pickText, resolveLang } from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import * as categoriesRepository from './categories.repository';
import * as programsRepository from './programs.repository';
import { saveProgramChange } from './programs.service';

/** SPEC §5: publishes only a program whose categories pass the check; publishing twice changes nothing. */
export function publishProgram(ctx: RequestContext, programId: string) {
  return ctx.db.transaction(async (tx) => {
    const platformId = ctx.platform.id;
    const program = await programsRepository.get(tx, platformId, programId, { scope: 'live', forUpdate: true });
    const categories = await categoriesRepository.list(tx, platformId, programId);
    const lang = resolveLang(ctx.locale, program.defaultLang, program.supportedLangs);
    const problems = findPublishProblems(
      categories.map((category) => ({
        id: category.id,
        // The check dialog names categories in the admin's language when the program offers it.
        title: pickText(category.titles, lang, program.defaultLang),
        steps: category.steps,
      })),
    );
    if (problems.length) throw new AppError('program_not_publishable', { details: problems });
    return saveProgramChange(ctx, program, 'publish', { publishedAt: program.publishedAt ?? new Date() }, tx);
  });
}

export function unpublishProgram(ctx: RequestContext, programId: string) {
  return ctx.db.transaction(async (tx) => {
    const program = await programsRepository.get(tx, ctx.platform.id, programId, { scope: 'live', forUpdate: true });
    return saveProgramChange(ctx, program, 'unpublish', { publishedAt: null }, tx);
  });
}
