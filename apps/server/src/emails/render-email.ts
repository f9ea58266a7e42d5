import { LOCALE_ISO, type Locale } from '@opencall/shared/common';
import { emailString } from './email-catalogue';
import { EMAIL_TEMPLATE_SPECS } from './email-templates';
import { type EmailContent, renderHtmlLayout, renderTextLayout } from './layout';
import type { EmailTemplate } from './mail-message';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const FALLBACK_PLATFORM_NAME = 'OpenCall';

// "24 heures", "1 час", "24 часа": Intl knows each language's plural forms, the catalogue need not.
function formatHours(locale: Locale, value: string | undefined): string | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return value;
  return new Intl.NumberFormat(LOCALE_ISO[locale], { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(
    Number(value),
  );
}

function withDefaults(locale: Locale, vars: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = { ...vars };
  values.platformName = vars.platformName?.trim() || FALLBACK_PLATFORM_NAME;
  values.firstname = vars.firstname?.trim() ?? '';
  const hours = formatHours(locale, vars.expiresInHours);
  if (hours !== undefined) values.expiresInHours = hours;
  return values;
}

/** Subject, plain text and HTML of one template in one language; `vars` are plain text (escaped for HTML here). */
export function renderEmail(template: EmailTemplate, locale: Locale, vars: Record<string, string>): RenderedEmail {
  const spec = EMAIL_TEMPLATE_SPECS[template];
  const values = withDefaults(locale, vars);
  const t = (path: string) => emailString(locale, path, values);
  const section = (key: string) => t(`${template}.${key}`);
  const content: EmailContent = {
    locale,
    // A platform name with a line break must not split the Subject header.
    subject: section('subject').replace(/\s+/g, ' ').trim(),
    heading: section('heading'),
    greeting: values.firstname ? t('common.greeting') : t('common.greetingNoName'),
    before: spec.before.map(section),
    button: { label: section('button'), href: values.link ?? '' },
    after: spec.after.map(section),
    linkHint: t('common.linkHint'),
    signature: t('common.signature'),
    footer: t('common.automatic'),
  };
  return { subject: content.subject, text: renderTextLayout(content), html: renderHtmlLayout(content) };
}
