import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ApplicationStatus } from '@opencall/shared/applications';
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '@opencall/shared/common';
import { escapeHtml } from '../../emails/layout';

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

/** Plain text of sanitised rich text: paragraphs and line breaks kept, tags dropped, entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function renderMessageEmail(email: MessageEmail): { subject: string; text: string; html: string } {
  const t = stringsOf(email.locale);
  const footer = fill(t.footer, { programTitle: email.programTitle });
  const subject = email.subject.replace(/\s+/g, ' ').trim();
  const href = escapeHtml(email.applicationLink);
  const attachments = email.attachmentNames.length
    ? `<p style="margin:16px 0 8px;font-weight:bold;">${escapeHtml(t.attachments)}</p><ul style="margin:0 0 16px;">${email.attachmentNames
        .map((name) => `<li>${escapeHtml(name)}</li>`)
        .join('')}</ul>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(email.locale)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.5;color:#1f2933;">
<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;">${escapeHtml(subject)}</h1>
${email.html}
${attachments}
<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 24px;background-color:#18347e;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;">${escapeHtml(t.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#52606d;">${escapeHtml(t.replyHint)}</p>
</td></tr>
</table>
<p style="margin:16px 0 0;max-width:560px;font-family:${FONT};font-size:12px;line-height:1.5;color:#52606d;">${escapeHtml(footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
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
