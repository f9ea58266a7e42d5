/** What every email says, as plain strings: the layouts escape for HTML themselves. */
export interface EmailContent {
  locale: string;
  subject: string;
  heading: string;
  greeting: string;
  before: string[];
  button: { label: string; href: string };
  after: string[];
  linkHint: string;
  signature: string;
  footer: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const TEXT_COLOR = '#1f2933';
const MUTED_COLOR = '#52606d';
// Dark blue on white and white on dark blue both pass WCAG AA contrast.
const ACCENT_COLOR = '#18347e';

function paragraph(text: string, style = ''): string {
  return `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
}

export function renderHtmlLayout(content: EmailContent): string {
  const href = escapeHtml(content.button.href);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(content.locale)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT_COLOR};">
<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;color:${TEXT_COLOR};">${escapeHtml(content.heading)}</h1>
${paragraph(content.greeting)}
${content.before.map((text) => paragraph(text)).join('\n')}
<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 24px;background-color:${ACCENT_COLOR};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;">${escapeHtml(content.button.label)}</a></p>
${content.after.map((text) => paragraph(text)).join('\n')}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED_COLOR};">${escapeHtml(content.linkHint)}<br><a href="${href}" style="color:${ACCENT_COLOR};word-break:break-all;">${href}</a></p>
${paragraph(content.signature, 'margin-top:24px;')}
</td></tr>
</table>
<p style="margin:16px 0 0;max-width:560px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED_COLOR};">${escapeHtml(content.footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}

/** An organizer's e-mail (issue 15): their rich text, then the layout's button, link and footer. */
export interface RichEmailContent {
  locale: string;
  subject: string;
  /** Sanitised rich text with its merge fields filled (escaped). */
  bodyHtml: string;
  bodyText: string;
  button: { label: string; href: string };
  linkHint: string;
  footer: string;
}

/** The frame every e-mail shares: a white card on grey, `inner` html in it, `footer` under it. */
export function emailShell(locale: string, subject: string, inner: string, footer: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(locale)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT_COLOR};">
${inner}
</td></tr>
</table>
<p style="margin:16px 0 0;max-width:560px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED_COLOR};">${escapeHtml(footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}

/** The call-to-action button and, under it, the link spelled out for clients that hide buttons. */
export function buttonHtml(button: { label: string; href: string }, linkHint: string): { top: string; hint: string } {
  const href = escapeHtml(button.href);
  if (!button.href) return { top: '', hint: '' };
  return {
    top: `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 24px;background-color:${ACCENT_COLOR};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;">${escapeHtml(button.label)}</a></p>`,
    hint: `<p style="margin:0 0 16px;font-size:14px;color:${MUTED_COLOR};">${escapeHtml(linkHint)}<br><a href="${href}" style="color:${ACCENT_COLOR};word-break:break-all;">${href}</a></p>`,
  };
}

export function renderRichHtmlLayout(content: RichEmailContent): string {
  const button = buttonHtml(content.button, content.linkHint);
  const inner = [`<div style="margin:0 0 16px;">${content.bodyHtml}</div>`, button.top, button.hint]
    .filter(Boolean)
    .join('\n');
  return emailShell(content.locale, content.subject, inner, content.footer);
}

export function renderRichTextLayout(content: RichEmailContent): string {
  return `${[content.bodyText, content.button.href, `--\n${content.footer}`].filter(Boolean).join('\n\n')}\n`;
}

export function renderTextLayout(content: EmailContent): string {
  return `${[
    content.greeting,
    ...content.before,
    content.button.href,
    ...content.after,
    content.signature,
    `--\n${content.footer}`,
  ].join('\n\n')}\n`;
}
