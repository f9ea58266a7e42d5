import { type Locale, SUPPORTED_LOCALES } from '@opencall/shared/common';
import { EMAIL_TEMPLATE_FIELDS, EMAIL_TEMPLATE_NAMES, mergeFieldsIn } from '@opencall/shared/emails';
import { describe, expect, it } from 'vitest';
import { findEmailString } from './email-catalogue';
import { EMAIL_TEMPLATES, templateKeys } from './email-templates';
import { renderEmail } from './render-email';
import { defaultBody, defaultSubject, htmlToText } from './template-override';

/** A distinct value for every merge field a template offers (digits where the renderer counts). */
function allFields(template: (typeof EMAIL_TEMPLATE_NAMES)[number]): Record<string, string> {
  const numeric = new Set(['expiresInHours', 'expiresInMinutes', 'daysLeft', 'remaining', 'assigned']);
  return Object.fromEntries(
    EMAIL_TEMPLATE_FIELDS[template].fields.map((name) => [
      name,
      numeric.has(name) ? '7' : name.endsWith('ink') ? `https://demo.example.test/${name}?a=1&b=2` : `«${name}»`,
    ]),
  );
}

const vars = {
  platformName: 'Fondation Lumière',
  firstname: 'Anna',
  link: 'https://demo.example.test/admin/reset-password?token=abc&lang=fr',
  expiresInHours: '24',
};

describe('renderEmail', () => {
  it('escapes every interpolated value in the HTML and keeps the text version raw', () => {
    const email = renderEmail('invitation', 'en', {
      ...vars,
      firstname: '<script>&"',
      platformName: 'Tom & Jerry <b>"Lab"</b>',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('&lt;script&gt;&amp;&quot;');
    expect(email.html).toContain('Tom &amp; Jerry &lt;b&gt;&quot;Lab&quot;&lt;/b&gt;');
    expect(email.html).toContain('href="https://demo.example.test/admin/reset-password?token=abc&amp;lang=fr"');
    expect(email.text).toContain('<script>&"');
    expect(email.subject).toContain('Tom & Jerry <b>"Lab"</b>');
  });

  it('greets without a name when the first name is empty', () => {
    const withName = renderEmail('account_exists', 'fr', vars);
    const withoutName = renderEmail('account_exists', 'fr', { ...vars, firstname: '  ' });
    expect(
      withName.text.startsWith(`${findEmailString('fr', 'common.greeting')?.replace('{{firstname}}', 'Anna')}`),
    ).toBe(true);
    expect(withoutName.text.startsWith(`${findEmailString('fr', 'common.greetingNoName')}`)).toBe(true);
  });

  it('spells the link lifetime with the language plural rules', () => {
    // Intl may put a no-break space between the number and the unit.
    expect(renderEmail('password_reset', 'ru', { ...vars, expiresInHours: '1' }).text).toMatch(/1\sчас\./);
    expect(renderEmail('password_reset', 'pl', { ...vars, expiresInHours: '72' }).text).toMatch(/72\sgodziny\./);
    expect(renderEmail('password_reset', 'fr', vars).text).toMatch(/24\sheures\./);
    expect(renderEmail('password_reset', 'en', { ...vars, expiresInHours: '1' }).text).toMatch(/1\shour\./);
  });

  it('keeps a line break in the platform name out of the subject', () => {
    expect(renderEmail('password_changed', 'en', { ...vars, platformName: 'Evil\r\nBcc: x@y' }).subject).not.toMatch(
      /[\r\n]/,
    );
  });

  describe.each(SUPPORTED_LOCALES)('in %s', (locale: Locale) => {
    it.each(EMAIL_TEMPLATES)('renders %s completely', (template) => {
      for (const key of templateKeys(template)) expect(findEmailString(locale, key), key).toBeTruthy();
      const email = renderEmail(template, locale, vars);
      for (const part of [email.subject, email.text, email.html]) expect(part).not.toContain('{{');
      expect(email.subject).toContain(vars.platformName);
      expect(email.text).toContain(vars.link);
      expect(email.html).toContain(`lang="${locale}"`);
      expect(email.html).toContain('href="https://demo.example.test/admin/reset-password?token=abc&amp;lang=fr"');
    });

    it('names the session and its program in a jury invitation, and gives a new juror the session’s address too', () => {
      const jury = {
        ...vars,
        sessionName: 'Jury final',
        programTitle: 'Programme Lumière',
        sessionLink: 'https://demo.example.test/fr/applications/lumiere/sessions/details/final?sessionId=s&programId=p',
      };
      for (const template of ['jury_invitation', 'jury_invitation_new'] as const) {
        const email = renderEmail(template, locale, jury);
        expect(email.subject, template).toContain(jury.sessionName);
        expect(email.text, template).toContain(jury.programTitle);
      }
      // The button sets the password; the session's page is named in the text, to open afterwards.
      expect(renderEmail('jury_invitation_new', locale, jury).text).toContain(jury.sessionLink);
    });
  });

  it('lists every template of the shared contract, and each default names only its own merge fields', () => {
    expect([...EMAIL_TEMPLATES].sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
    for (const locale of SUPPORTED_LOCALES)
      for (const template of EMAIL_TEMPLATES) {
        const used = mergeFieldsIn(`${defaultSubject(template, locale)} ${defaultBody(template, locale)}`);
        const offered = EMAIL_TEMPLATE_FIELDS[template].fields;
        expect(
          used.filter((name) => !offered.includes(name)),
          `${locale} ${template}`,
        ).toEqual([]);
      }
  });

  describe.each(SUPPORTED_LOCALES)('with every merge field in %s', (locale: Locale) => {
    it.each(EMAIL_TEMPLATE_NAMES)(
      'renders %s with its fields filled, by default and as an organizer’s version',
      (template) => {
        const values = allFields(template);
        const byDefault = renderEmail(template, locale, values);
        for (const part of [byDefault.subject, byDefault.text, byDefault.html]) expect(part).not.toContain('{{');
        // The default, opened in the editor and saved unchanged, says the same with every field filled.
        const override = { subject: defaultSubject(template, locale), body: defaultBody(template, locale) };
        const edited = renderEmail(template, locale, values, override);
        for (const part of [edited.subject, edited.text, edited.html]) expect(part).not.toContain('{{');
        expect(edited.subject).toBe(byDefault.subject);
        for (const name of mergeFieldsIn(override.body).filter((field) => values[field]?.startsWith('«')))
          expect(edited.text, name).toContain(values[name]);
        if (values.link) expect(edited.html).toContain(values.link.replace(/&/g, '&amp;'));
        expect(edited.html).toContain(`lang="${locale}"`);
      },
    );
  });

  describe('an organizer’s version', () => {
    const override = {
      subject: 'Dossier {{reference}} de {{ firstname }} {{unknown}} {{answer:q1}}',
      body: '<h2>Bonjour {{firstname}}</h2><p>Projet : <strong>{{answer:q1}}</strong>{{ nope }}</p><ul><li>{{programTitle}}</li></ul><p><a href="https://example.org/x">le site</a></p>',
    };
    const values = {
      platformName: 'Lab',
      firstname: '<img src=x onerror=alert(1)>',
      reference: 'AB12',
      programTitle: 'Tom & Jerry',
      'answer:q1': 'Solar "boat"',
      link: 'https://demo.example.test/fr/applications/p/apply?responseId=1',
    };

    it('escapes the values it fills in, empties unknown fields and keeps the button and footer', () => {
      const email = renderEmail('submission_receipt', 'fr', values, override);
      expect(email.subject).toBe('Dossier AB12 de <img src=x onerror=alert(1)> Solar "boat"');
      expect(email.html).not.toContain('<img');
      expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(email.html).toContain('<strong>Solar &quot;boat&quot;</strong>');
      expect(email.html).toContain('Tom &amp; Jerry');
      for (const part of [email.subject, email.text, email.html]) expect(part).not.toContain('{{');
      expect(email.html).toContain(findEmailString('fr', 'submission_receipt.button'));
      expect(email.html).toContain(findEmailString('fr', 'common.automatic'));
      expect(email.html).toContain('href="https://demo.example.test/fr/applications/p/apply?responseId=1"');
    });

    it('derives the plain text from the html', () => {
      const email = renderEmail('submission_receipt', 'fr', values, override);
      expect(email.text).toContain('Bonjour <img src=x onerror=alert(1)>\n\nProjet : Solar "boat"');
      expect(email.text).toContain('- Tom & Jerry');
      expect(email.text).toContain('le site (https://example.org/x)');
      expect(email.text).toContain(values.link);
      expect(htmlToText('<p>a&amp;b<br>c</p><p>d</p>')).toBe('a&b\nc\n\nd');
    });

    it('sends only the allow-listed html, whatever the stored row holds', () => {
      const email = renderEmail(
        'notification',
        'en',
        { title: 'T' },
        { subject: 'S', body: '<p onclick="x()">Hi</p><script>alert(1)</script>' },
      );
      expect(email.html).not.toContain('script');
      expect(email.html).not.toContain('onclick');
    });
  });
});
