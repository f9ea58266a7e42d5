import { answerFieldsOf, answerText, applicantStatus } from '@opencall/shared/applications';
import { LOCALE_ISO, type Locale } from '@opencall/shared/common';
import { ANSWER_FIELD_PREFIX } from '@opencall/shared/emails';
import { AppError } from '@opencall/shared/errors';
import { applicationReference } from '@opencall/shared/evaluations';
import type { Field } from '@opencall/shared/forms';
import { pickText } from '@opencall/shared/programs';
import type { RequestContext } from '../../context';
import { emailStatusLabel } from '../../emails/email-catalogue';
import { getLiveProgram } from '../programs';
import * as repository from './applications.repository';
import { latestSubmittedId } from './email-values.repository';
import * as exportsRepository from './exports/exports.repository';
import { programForms, programQuestions } from './program-questions';
import { liveProgram } from './responses/responses.service';

// Issue 15: what an application e-mail's merge fields say (`@opencall/shared/emails`), for the
// e-mails themselves (an organizer's version naming fields the sender did not give) and the previews.

/** The live program by id or address (404 otherwise). */
export async function emailProgram(ctx: RequestContext, ref: string) {
  const { id } = await getLiveProgram(ctx.db, ctx.platform.id, ref);
  return { id };
}

export async function emailQuestions(ctx: RequestContext, programId: string) {
  return (await programQuestions(ctx, programId)).map(({ reference, label }) => ({ reference, label }));
}

function deadlineText(closingAt: Date | null, timeZone: string, locale: Locale): string {
  if (!closingAt) return '';
  try {
    return new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
      closingAt,
    );
  } catch {
    return new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'long', timeStyle: 'short' }).format(closingAt);
  }
}

/**
 * The merge values of one application of the program (`applicationId`, else its latest submitted one),
 * in `locale`: applicant, program, category, status, deadline, link, reference and every answer as text.
 * With no application at all, only the program's own values.
 */
export async function emailMergeValues(
  ctx: RequestContext,
  programId: string,
  applicationId: string | null,
  locale: Locale,
): Promise<{ applicationId: string | null; values: Record<string, string> }> {
  const program = await liveProgram(ctx, programId);
  const values: Record<string, string> = {
    platformName: ctx.platform.name,
    programTitle: pickText(program.titles, locale, program.defaultLang),
    deadline: deadlineText(program.closingAt, program.timezone, locale),
  };
  const id = applicationId ?? (await latestSubmittedId(ctx.db, ctx.platform.id, program.id));
  if (!id) return { applicationId: null, values };
  const row = await repository.findWithContext(ctx.db, ctx.platform.id, id);
  if (!row || row.application.programId !== program.id)
    throw new AppError('not_found', { details: { entity: 'application' } });
  const { application, category } = row;
  const [applicant, { forms }] = await Promise.all([
    exportsRepository.applicantOf(ctx.db, ctx.platform.id, application.applicantId),
    programForms(ctx, program, locale),
  ]);
  const link = `${ctx.origin}/${locale}/applications/${program.slug}/apply?responseId=${application.id}`;
  Object.assign(values, {
    firstname: applicant?.firstname ?? '',
    lastname: applicant?.lastname ?? '',
    category: category ? pickText(category.titles, locale, program.defaultLang) : '',
    status: emailStatusLabel(locale, applicantStatus(application.status, application.releasedStatus)),
    applicationLink: link,
    link,
    reference: applicationReference(application.id),
  });
  const seen = new Set<string>();
  for (const field of forms.flatMap(answerFieldsOf) as Field[]) {
    if (seen.has(field.reference)) continue;
    seen.add(field.reference);
    let value: unknown;
    for (const step of Object.values(application.answers))
      if (step && field.reference in step) value = step[field.reference];
    values[`${ANSWER_FIELD_PREFIX}${field.reference}`] = answerText(value, field);
  }
  return { applicationId: application.id, values };
}
