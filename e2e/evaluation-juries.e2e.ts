import { describe, expect, it } from 'vitest';
import { adminApi, createProgramInUi, finalizeInvitation, signInAsAdmin } from './admin';
import { PASSWORD, signIn } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';

const ev = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'evaluations');

describe('a session’s jury', () => {
  const openBrowser = useBrowser();

  it('is invited by e-mail; a new juror chooses a password, reads the session and accepts it', async () => {
    const organizer = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(organizer.page);
    const slug = await createProgramInUi(organizer.page, `Jury invité ${Date.now()}`);
    const api = await adminApi();
    const { data: program } = await api.send<{ data: { id: string } }>('GET', `/api/user.programs/${slug}`);
    const sessions = `/api/user.programs/${program.id}/evaluation-sessions`;
    await api.send('POST', sessions, {
      name: 'Grand jury',
      slug: 'grand-jury',
      instructions: { fr: '<p>Lisez chaque dossier <strong>en entier</strong>.</p>' },
    });
    await api.send('PUT', `${sessions}/grand-jury/criteria`, {
      criteria: [{ kind: 'score', labels: { fr: 'Originalité' }, weight: 1, required: true, min: 0, max: 10, step: 1 }],
    });

    // The organizer invites a new address from the jury tab.
    const page = organizer.page;
    await page.goto(appUrl(`/fr/admin/programs/${slug}/examinations/grand-jury/juries`));
    await page.getByTestId('jurors-empty').waitFor();
    const email = `juror-${Date.now()}@example.org`;
    const before = await mailCount();
    await page.getByTestId('juror-invite').click();
    await page.getByRole('textbox', { name: new RegExp(`^${ev('juries.email')}`) }).fill(email);
    await page.getByRole('textbox', { name: ev('juries.firstnameOptional'), exact: true }).fill('Jeanne');
    await page.getByRole('textbox', { name: ev('juries.lastnameOptional'), exact: true }).fill('Jury');
    await page.getByTestId('juror-panel').fill('Groupe A');
    await page.getByTestId('invite-juror-submit').click();
    await page.getByText(ev('juries.invited', { email })).waitFor();
    const row = page.locator(`[data-testid="juror-row"][data-juror-email="${email}"]`);
    await row.getByText('Groupe A').waitFor();
    expect(await row.getByTestId('juror-status').textContent()).toBe(ev('juries.statuses.invited'));

    // Inviting the same person again is refused under the field.
    await page.getByTestId('juror-invite').click();
    await page.getByRole('textbox', { name: new RegExp(`^${ev('juries.email')}`) }).fill(email);
    await page.getByTestId('invite-juror-submit').click();
    await page.getByText(text('fr', 'juror_exists', {}, 'errors')).waitFor();
    await page.keyboard.press('Escape');

    // One e-mail, through the queue: first a password, then the session's page.
    const mail = await waitForMail(email, before);
    expect(mail.subject).toContain('Grand jury');
    const passwordLink = firstLink(mail);
    expect(passwordLink).toContain('/fr/finalize-registration?token=');
    const sessionLink = mail.text.match(/https?:\/\/\S+sessions\/details\/grand-jury\?sessionId=\S+/)?.[0];
    expect(sessionLink).toBeDefined();

    const juror = await openBrowser({ locale: 'fr-FR' });
    await finalizeInvitation(juror.page, passwordLink, PASSWORD);
    // Signed out, the session's link asks to sign in, then comes back to it.
    await juror.page.goto(sessionLink as string);
    await juror.page.waitForURL((url) => url.pathname === '/fr/login');
    await signIn(juror.page, email);
    await juror.page.getByTestId('jury-session-page').waitFor();
    await juror.page.getByRole('heading', { name: 'Grand jury' }).waitFor();
    await juror.page.getByText('en entier').waitFor();
    await juror.page.getByTestId('jury-criteria').getByText('Originalité').waitFor();
    expect(await juror.page.title()).toContain('Grand jury');
    const submit = juror.page.getByTestId('jury-accept-submit');
    expect(await submit.isDisabled()).toBe(true);
    await juror.page.getByTestId('jury-terms').check();
    await submit.click();
    await juror.page.getByTestId('jury-accepted').waitFor();
    // Their profile lists the juries they sit on, each to its page.
    await juror.page.goto(appUrl('/fr/profile'));
    const mine = juror.page.getByTestId('my-jury-sessions');
    await mine.getByRole('link', { name: 'Grand jury' }).click();
    await juror.page.getByTestId('jury-accepted').waitFor();

    // The organizer sees the acceptance; moves the juror to another panel, then takes them off the jury.
    await page.reload();
    await eventually(() => row.getByTestId('juror-status').textContent()).toBe(ev('juries.statuses.accepted'));
    await row.getByTestId('juror-edit').click();
    await page.getByTestId('juror-panel-input').fill('Groupe B');
    await page.getByTestId('juror-panel-save').click();
    await row.getByText('Groupe B').waitFor();
    await row.getByTestId('juror-remove').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ev('juries.remove') })
      .click();
    await page.getByTestId('jurors-empty').waitFor();

    // Off the jury, the session's page says so.
    await juror.page.reload();
    await juror.page.getByText(ev('jury.notFound')).waitFor();
  });
});
