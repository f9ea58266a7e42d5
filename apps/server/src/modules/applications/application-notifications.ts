import { PERMISSIONS } from '@opencall/shared/auth';
import { applicationReference } from '@opencall/shared/evaluations';
import { pickText } from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import type { Db } from '../../db/client';
import { usersGrantedOn } from '../auth';
import { notify } from '../notifications';

interface ProgramNames {
  id: string;
  slug: string;
  titles: Record<string, string>;
  defaultLang: string;
}

// The bell shows the program's title in its own language: it is the organizer's text, not the interface's.
const titleOf = (program: ProgramNames) => pickText(program.titles, program.defaultLang, program.defaultLang);

/** SPEC issue 15: everyone who works on the program hears of a new submission (the applicant excepted). */
export async function notifySubmitted(ctx: RequestContext, program: ProgramNames, applicationId: string) {
  const workers = await usersGrantedOn(ctx.db as Db, ctx.platform.id, program.id, PERMISSIONS.programCollaborate);
  await notify(ctx, {
    userIds: workers,
    event: 'submission_received',
    programId: program.id,
    params: { programTitle: titleOf(program), reference: applicationReference(applicationId) },
    link: `/admin/programs/${program.slug}/responses/${applicationId}`,
  });
}

/** Each applicant whose decision was released reads it in their bell. */
export async function notifyDecisionsReleased(
  ctx: RequestContext,
  program: ProgramNames,
  released: ReadonlyArray<{ id: string; applicantId: string | null }>,
) {
  for (const row of released) {
    if (!row.applicantId) continue;
    await notify(ctx, {
      userIds: [row.applicantId],
      event: 'decision_released',
      alreadyEmailed: true,
      programId: program.id,
      params: { programTitle: titleOf(program), reference: applicationReference(row.id) },
      link: `/applications/${program.slug}/apply?responseId=${row.id}`,
    });
  }
}
