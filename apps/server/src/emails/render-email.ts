import { LOCALE_ISO, type Locale } from '@opencall/shared/common';
import { sanitizeRichText } from '@opencall/shared/forms';
import { emailString } from './email-catalogue';
import { EMAIL_TEMPLATE_SPECS } from './email-templates';
import {
  type EmailContent,
  escapeHtml,
  renderHtmlLayout,
  renderRichHtmlLayout,
  renderRichTextLayout,
  renderTextLayout,
} from './layout';
import type { EmailTemplate } from './mail-message';
import { type EmailOverride, fillMergeFields, htmlToText } from './template-override';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const FALLBACK_PLATFORM_NAME = 'OpenCall';

// "24 heures", "1 час", "24 часа": Intl knows each language's plural forms, the catalogue need not.
function formatUnit(locale: Locale, value: string | undefined, unit: 'hour' | 'day'): string | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return value;
  return new Intl.NumberFormat(LOCALE_ISO[locale], { style: 'unit', unit, unitDisplay: 'long' }).format(Number(value));
}

function withDefaults(locale: Locale, vars: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = { ...vars };
  values.platformName = vars.platformName?.trim() || FALLBACK_PLATFORM_NAME;
  values.firstname = vars.firstname?.trim() ?? '';
  const hours = formatUnit(locale, vars.expiresInHours, 'hour');
  if (hours !== undefined) values.expiresInHours = hours;
  const days = formatUnit(locale, vars.daysLeft, 'day');
  if (days !== undefined) values.daysLeft = days;
  // An application e-mail's link is the application's.
  if (values.link === undefined && values.applicationLink !== undefined) values.link = values.applicationLink;
  return values;
}

// A value with a line break (a platform name) must not split the Subject header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Subject, plain text and HTML of one template in one language; `vars` are plain text (escaped for
 * HTML here). With an organizer's version (given, or carried in `vars`), its subject and rich text
 * replace the catalogue's; the button, the link under it and the footer stay.
 */
export function renderEmail(
  template: EmailTemplate,
  locale: Locale,
  vars: Record<string, string>,
  override: EmailOverride | null = null,
): RenderedEmail {
  const values = withDefaults(locale, vars);
  const t = (path: string) => emailString(locale, path, values);
  const section = (key: string) => t(`${template}.${key}`);
  const button = { label: section('button'), href: values.link ?? '' };
  if (override) {
    // Sanitised again: a row written around the API still sends only the allow-listed HTML.
    const bodyHtml = fillMergeFields(sanitizeRichText(override.body), values, escapeHtml);
    const content = {
      locale,
      subject: oneLine(fillMergeFields(override.subject, values, (value) => value)),
      bodyHtml,
      bodyText: htmlToText(bodyHtml),
      button,
      linkHint: t('common.linkHint'),
      footer: t('common.automatic'),
    };
    return { subject: content.subject, text: renderRichTextLayout(content), html: renderRichHtmlLayout(content) };
  }
  const spec = EMAIL_TEMPLATE_SPECS[template];
  const content: EmailContent = {
    locale,
    subject: oneLine(section('subject')),
    heading: section('heading'),
    greeting: values.firstname ? t('common.greeting') : t('common.greetingNoName'),
    before: spec.before.map(section),
    button,
    after: spec.after.map(section),
    linkHint: t('common.linkHint'),
    signature: t('common.signature'),
    footer: t('common.automatic'),
  };
  return { subject: content.subject, text: renderTextLayout(content), html: renderHtmlLayout(content) };
}
