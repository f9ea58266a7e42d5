import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ApplicationStatus } from '@opencall/shared/applications';
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '@opencall/shared/common';
import { buttonHtml, emailShell, escapeHtml } from '../../emails/layout';
import { htmlToText } from '../../emails/template-override';

// A message's e-mail: the organizer's own rich text (sanitised, merge fields filled) in a frame whose
// few words come from the `messages` catalogue (`email.*`) in the applicant's language.

interface EmailStrings {
  button: string;
  attachments: string;
  replyHint: string;
  footer: string;
  status: Record<ApplicationStatus, string>;
}

const require = createRequire(import.meta.url);
const strings = new Map<Locale, EmailStrings>(
  SUPPORTED_LOCALES.map((locale) => {
    const file = require.resolve(`@opencall/shared/locales/${locale}/messages.json`);
    return [locale, (JSON.parse(readFileSync(file, 'utf8')) as { email: EmailStrings }).email];
  }),
);

const stringsOf = (locale: Locale): EmailStrings =>
  strings.get(locale) ?? (strings.get(DEFAULT_LOCALE) as EmailStrings);

/** The status as the applicant's language names it (the `{{status}}` merge field). */
export const statusLabel = (locale: Locale, status: ApplicationStatus) => stringsOf(locale).status[status] ?? status;

export interface MessageEmail {
  locale: Locale;
  /** Plain text, merge fields filled. */
  subject: string;
  /** Sanitised HTML, merge fields filled (escaped). */
  html: string;
  programTitle: string;
  applicationLink: string;
  attachmentNames: string[];
}

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');

export function renderMessageEmail(email: MessageEmail): { subject: string; text: string; html: string } {
  const t = stringsOf(email.locale);
  const footer = fill(t.footer, { programTitle: email.programTitle });
  const subject = email.subject.replace(/\s+/g, ' ').trim();
  const attachments = email.attachmentNames.length
    ? `<p style="margin:16px 0 8px;font-weight:bold;">${escapeHtml(t.attachments)}</p><ul style="margin:0 0 16px;">${email.attachmentNames
        .map((name) => `<li>${escapeHtml(name)}</li>`)
        .join('')}</ul>`
    : '';
  const inner = [
    `<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;">${escapeHtml(subject)}</h1>`,
    email.html,
    attachments,
    buttonHtml({ label: t.button, href: email.applicationLink }, '').top,
    `<p style="margin:0 0 16px;font-size:14px;color:#52606d;">${escapeHtml(t.replyHint)}</p>`,
  ].join('\n');
  const html = emailShell(email.locale, subject, inner, footer);
  const text = [
    htmlToText(email.html),
    ...(email.attachmentNames.length
      ? [`${t.attachments}:\n${email.attachmentNames.map((n) => `- ${n}`).join('\n')}`]
      : []),
    `${t.button}: ${email.applicationLink}`,
    t.replyHint,
    `--\n${footer}`,
  ].join('\n\n');
  return { subject, text: `${text}\n`, html };
}
