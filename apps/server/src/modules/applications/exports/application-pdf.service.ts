import {
  type ApplicationAnswers,
  answerFieldsOf,
  answerText,
  applicantStatus,
  exportFileName,
} from '@opencall/shared/applications';
import { isLocale, type Locale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import { type Field, translateFields, visibleFields } from '@opencall/shared/forms';
import { formatDateTime } from '@opencall/shared/i18n';
import { withFeatureDefaults } from '@opencall/shared/programs';
import type { AuthUser, RequestContext } from '../../../context';
import { translate } from '../../../i18n/translator';
import { type PdfItem, type PdfSection, renderDocumentPdf } from '../../../lib/document-pdf';
import type { ApplicationWithContext } from '../applications.repository';
import * as applicationsRepository from '../applications.repository';
import { withCheckedFiles } from '../file-references';
import { applicantOf } from '../portal/applicant.service';
import { liveProgram, personName } from '../responses/responses.service';
import { isoDay, wallClockIn } from './export-cells';
import * as repository from './exports.repository';
import type { DownloadFile } from './exports.service';

const notFound = () => new AppError('not_found', { details: { entity: 'application' } });

const pick = (texts: Record<string, string> | null | undefined, lang: string, fallback: string) =>
  texts ? texts[lang] || texts[fallback] || Object.values(texts)[0] || '' : '';

/** A form's fields as PDF lines: title separators become sub-headings, hidden fields are left out. */
function formItems(fields: readonly Field[], answers: Record<string, unknown>, words: { yes: string; no: string }) {
  const items: PdfItem[] = [];
  const visit = (list: readonly Field[]) => {
    for (const field of list) {
      if (field.type === 'separator-title' && field.content)
        items.push({ label: field.content, value: null, heading: true });
      else if (field.type === 'questions-group') visit(field.fields ?? []);
      else if (field.type === 'accordion') for (const section of field.sections ?? []) visit(section.fields);
      else if (answerFieldsOf([field]).length) {
        const value = answerText(answers[field.reference], field, words);
        items.push({ label: field.title || field.reference, value: value || null });
      }
    }
  };
  visit(visibleFields(fields, answers));
  return items;
}

/**
 * What a reader other than the organizers may be shown: some answers only (`order`, the questions
 * they read, in their order, whichever step holds them), as they may read them, and no status.
 */
export interface PdfLens {
  order: readonly string[];
  answers: (answers: ApplicationAnswers) => ApplicationAnswers;
}

/** The lens's answers as one section of lines, in its order (a question no form holds any more: by its reference). */
function lensItems(
  lens: PdfLens,
  fields: ReadonlyMap<string, Field>,
  answers: ApplicationAnswers,
  words: { yes: string; no: string },
): PdfItem[] {
  const answerOf = (reference: string) => Object.values(answers).find((step) => step && reference in step)?.[reference];
  return lens.order.map((reference) => {
    const field = fields.get(reference);
    const value = answerText(answerOf(reference), field, words);
    return { label: field?.title || reference, value: value || null };
  });
}

async function renderFor(
  ctx: RequestContext,
  found: ApplicationWithContext,
  applicant: { name: string; email: string },
  lens?: PdfLens,
) {
  const { program, category } = found;
  // Files as the files table has them for this application, never the answer's word.
  const [checked] = await withCheckedFiles(ctx.db, ctx.platform.id, [found.application]);
  if (!checked) throw notFound();
  const application = lens ? { ...checked, answers: lens.answers(checked.answers) } : checked;
  const lang: Locale = program.supportedLangs.includes(ctx.locale)
    ? ctx.locale
    : isLocale(program.defaultLang)
      ? program.defaultLang
      : ctx.locale;
  const t = (key: string, vars?: Record<string, unknown>) => translate(lang, `exports:${key}`, vars);
  const words = { yes: t('words.yes'), no: t('words.no') };
  const steps = category?.steps ?? [];
  const formIds = steps.flatMap((step) => (step.type === 'form' && step.config.form_id ? [step.config.form_id] : []));
  const forms = await repository.programForms(ctx.db, ctx.platform.id, program.id, formIds);
  const sections: PdfSection[] = [];
  const fields = new Map<string, Field>();
  for (const [index, step] of steps.entries()) {
    const title = t('pdf.step', { number: index + 1, title: pick(step.titles, lang, program.defaultLang) });
    if (step.type === 'validation') {
      sections.push({ title, note: t(`pdf.decision.${application.stepStatuses[step.id] ?? 'pending'}`), items: [] });
      continue;
    }
    const form = step.type === 'form' && step.config.form_id ? forms.get(step.config.form_id) : undefined;
    if (!form) continue;
    const translated = translateFields(form.fields, form.translations, lang);
    for (const field of answerFieldsOf(translated))
      if (!fields.has(field.reference)) fields.set(field.reference, field);
    sections.push({ title, items: formItems(translated, application.answers[step.id] ?? {}, words) });
  }
  // A juror's copy: the answers of their view, in its order, in one section; no step decision.
  const body = lens
    ? [{ title: t('pdf.answers'), items: lensItems(lens, fields, application.answers, words) }]
    : sections;
  const date = (value: Date) => formatDateTime(value, lang, program.timezone);
  const document = renderDocumentPdf({
    lang,
    title: pick(program.titles, lang, program.defaultLang),
    subtitle: t('pdf.title'),
    facts: [
      { label: t('pdf.category'), value: pick(category?.titles, lang, program.defaultLang) || '—' },
      ...(lens ? [] : [{ label: t('pdf.status'), value: t(`status.${application.status}`) }]),
      { label: t('pdf.applicant'), value: [applicant.name, applicant.email].filter(Boolean).join(' · ') || '—' },
      { label: t('pdf.createdAt'), value: date(application.createdAt) },
      {
        label: t('pdf.submittedAt'),
        value: application.submittedAt ? date(application.submittedAt) : t('pdf.notSubmitted'),
      },
    ],
    sections: body,
    noAnswer: t('pdf.noAnswer'),
    footer: (page, pages) => `${t('pdf.generatedAt', { date: date(new Date()) })} · ${t('pdf.page', { page, pages })}`,
  });
  const today = isoDay(wallClockIn(program.timezone)(new Date()));
  return {
    filename: exportFileName(`${program.slug}-${application.id.slice(0, 8)}`, today, 'pdf'),
    contentType: 'application/pdf',
    stream: document,
  } satisfies DownloadFile;
}

/** An application of the program as its organizers download it. */
export async function organizerPdf(ctx: RequestContext, programId: string, responseId: string) {
  const program = await liveProgram(ctx, programId);
  const found = await applicationsRepository.findWithContext(ctx.db, ctx.platform.id, responseId);
  if (!found || found.program.id !== program.id) throw notFound();
  const person = await applicantOf(ctx.db, found);
  return renderFor(ctx, found, { name: person ? personName(person) : '', email: person?.email ?? '' });
}

/**
 * The applicant's own copy: only of a sent application (409 application_not_submitted) and only
 * where the program offers it (404 applicant_pdf_disabled); anyone else's is not found.
 */
export async function applicantPdf(ctx: RequestContext, user: AuthUser, responseId: string) {
  const found = await applicationsRepository.findWithContext(ctx.db, ctx.platform.id, responseId, {
    openTo: user.id,
  });
  if (!found || found.program.status === 'deleted') throw notFound();
  if (!withFeatureDefaults(found.program.features).applicantPdf) throw new AppError('applicant_pdf_disabled');
  if (found.application.status === 'draft') throw new AppError('application_not_submitted');
  const person = await applicantOf(ctx.db, found, user);
  // The applicant's copy states what they were told: an unreleased decision stays `submitted`.
  const status = applicantStatus(found.application.status, found.application.releasedStatus);
  return renderFor(
    ctx,
    { ...found, application: { ...found.application, status } },
    {
      name: person ? personName(person) : '',
      email: person?.email ?? '',
    },
  );
}

/**
 * An application as a juror downloads it (the caller checked it is theirs to read): only the
 * answers `lens` shows, as it lets them read them, under the name the session allows, no status.
 */
export async function juryPdf(
  ctx: RequestContext,
  applicationId: string,
  applicant: { name: string; email: string },
  lens: PdfLens,
) {
  const found = await applicationsRepository.findWithContext(ctx.db, ctx.platform.id, applicationId);
  if (!found) throw notFound();
  return renderFor(ctx, found, applicant, lens);
}
