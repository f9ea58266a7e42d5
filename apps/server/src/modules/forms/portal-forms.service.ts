import type { PortalForm } from '@opencall/shared/applications';
import { isLocale, type Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import {
  type Field,
  type FormAnswers,
  translateFields,
  type ValidationIssue,
  validateAnswers,
} from '@opencall/shared/forms';
import type { RequestContext } from '../../context';
import type { Db } from '../../db/client';
import { BANNED_EMAIL_DOMAINS } from '../auth';
import * as formsRepository from './forms.repository';

/** A form the portal may show: used by a step of a published program of the caller's platform. */
export async function getPortalForm(
  ctx: RequestContext,
  platformId: string,
  programId: string,
  formId: string,
  requested: Locale | undefined,
): Promise<PortalForm> {
  const notFound = new AppError('not_found', { details: { entity: 'form' } });
  if (platformId !== ctx.platform.id) throw notFound;
  const row = await formsRepository.findPublishedStepForm(ctx.db, ctx.platform.id, programId, formId);
  if (!row) throw notFound;
  const wanted = requested ?? ctx.locale;
  const lang = row.supportedLangs.includes(wanted) ? wanted : isLocale(row.defaultLang) ? row.defaultLang : 'fr';
  return { id: row.id, title: row.title, lang, fields: translateFields(row.fields, row.translations, lang) };
}

/** Checks a step's answers against its form with the rules the client runs; a missing form has no rules. */
export async function checkStepAnswers(
  db: Db,
  platformId: string,
  programId: string,
  steps: readonly { stepId: string; formId: string; answers: FormAnswers }[],
): Promise<Map<string, ValidationIssue[]>> {
  const fields = await formsRepository.fieldsOfForms(
    db,
    platformId,
    programId,
    steps.map((step) => step.formId),
  );
  const issues = new Map<string, ValidationIssue[]>();
  for (const step of steps) {
    const form: Field[] = fields.get(step.formId) ?? [];
    issues.set(step.stepId, validateAnswers(form, step.answers, { bannedEmailDomains: BANNED_EMAIL_DOMAINS }));
  }
  return issues;
}
