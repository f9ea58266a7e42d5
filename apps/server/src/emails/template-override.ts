import type { Locale } from '@opencall/shared/common';
import { EMAIL_TEMPLATE_FIELDS, MERGE_FIELD_PATTERN } from '@opencall/shared/emails';
import { decodeEntities, tokenizeHtml } from '@opencall/shared/forms';
import { findEmailString } from './email-catalogue';
import { EMAIL_TEMPLATE_SPECS } from './email-templates';
import { escapeHtml } from './layout';
import type { EmailTemplate } from './mail-message';

/** An organizer's version of one e-mail (issue 15 `transactionnals`): subject and sanitised rich text. */
export interface EmailOverride {
  subject: string;
  body: string;
}

/**
 * Replaces every `{{…}}` with its value (HTML-escaped in the body; raw in a subject): an unknown
 * field, or anything else between double braces, becomes empty, so no placeholder reaches a reader.
 */
export function fillMergeFields(text: string, values: Record<string, string>, encode: (value: string) => string) {
  return text.replace(MERGE_FIELD_PATTERN, (_, name: string) => {
    const key = name.trim();
    return Object.hasOwn(values, key) ? encode(values[key] ?? '') : '';
  });
}

const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'ul', 'ol']);

/** The text/plain part of a rich-text e-mail: paragraphs apart, list items dashed, links spelled out. */
export function htmlToText(html: string): string {
  let out = '';
  let href: string | null = null;
  let linkText = '';
  for (const token of tokenizeHtml(html)) {
    if (token.kind === 'text') {
      const text = decodeEntities(token.text).replace(/\s+/g, ' ');
      if (href !== null) linkText += text;
      out += text;
    } else if (token.kind === 'start') {
      if (token.name === 'br') out += '\n';
      else if (token.name === 'li') out += '\n- ';
      else if (token.name === 'a') {
        href = token.attributes.find((attribute) => attribute.name === 'href')?.value ?? '';
        linkText = '';
      } else if (token.name === 'iframe') {
        const src = token.attributes.find((attribute) => attribute.name === 'src')?.value;
        if (src) out += `\n${src}\n`;
      } else if (BLOCKS.has(token.name)) out += '\n\n';
    } else if (token.kind === 'end') {
      if (token.name === 'a') {
        if (href && href !== linkText.trim()) out += ` (${href})`;
        href = null;
      } else if (BLOCKS.has(token.name)) out += '\n\n';
    }
  }
  return out
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const catalogue = (locale: Locale, path: string) => findEmailString(locale, path) ?? findEmailString('fr', path) ?? '';

/** The default subject, placeholders kept: what the editor shows before anything is changed. */
export function defaultSubject(template: EmailTemplate, locale: Locale): string {
  return catalogue(locale, `${template}.subject`);
}

/**
 * The default e-mail as editable rich text (placeholders kept): its heading, greeting, paragraphs and
 * signature. The button, the link under it and the footer are the layout's and stay.
 */
export function defaultBody(template: EmailTemplate, locale: Locale): string {
  const spec = EMAIL_TEMPLATE_SPECS[template];
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return [
    `<h2>${escapeHtml(catalogue(locale, `${template}.heading`))}</h2>`,
    // A voter is known by their address only.
    paragraph(
      catalogue(
        locale,
        EMAIL_TEMPLATE_FIELDS[template].fields.includes('firstname') ? 'common.greeting' : 'common.greetingNoName',
      ),
    ),
    ...[...spec.before, ...spec.after].map((key) => paragraph(catalogue(locale, `${template}.${key}`))),
    paragraph(catalogue(locale, 'common.signature')),
  ].join('');
}
