import { type Locale, SUPPORTED_LOCALES } from '@opencall/shared/common';
import { describe, expect, it } from 'vitest';
import { findEmailString } from './email-catalogue';
import { EMAIL_TEMPLATES, templateKeys } from './email-templates';
import { renderEmail } from './render-email';

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
});
