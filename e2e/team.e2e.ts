import { describe, expect, it } from 'vitest';
import { publishedProgram, registeredApplicant, saved, signInFromLogin } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const portal = (key: string) => text('fr', key, {}, 'portal');

describe('an application team: two people, no silent overwrite', () => {
  const openBrowser = useBrowser();

  it('the owner adds a teammate; both edit the same answer; the second to save sees the change and keeps theirs', async () => {
    const { slug } = await publishedProgram(`Équipe ${Date.now()}`);
    const alice = await openBrowser({ locale: 'fr-FR' });
    const bruno = await openBrowser({ locale: 'fr-FR' });
    const aliceEmail = await registeredApplicant(alice.page, { firstname: 'Alice', lastname: 'Durand' });
    const brunoEmail = await registeredApplicant(bruno.page, { firstname: 'Bruno', lastname: 'Petit' });

    await signInFromLogin(alice.page, aliceEmail);
    await alice.page.goto(appUrl(`/fr/applications/${slug}/apply`));
    await alice.page.getByTestId('application-start').click();
    await alice.page.getByTestId('application-editor').waitFor();
    const url = alice.page.url();

    // The team does not load (the network fails every try): the panel says so in an alert, and
    // "retry" brings it once the network is back.
    const teamCall = '**/api/portal/me/responses/*/team';
    await alice.page.route(teamCall, (route) => route.abort());
    await alice.page.reload();
    const failed = alice.page.getByRole('alert').filter({ hasText: portal('team.loadFailed') });
    await failed.waitFor();
    await alice.page.unroute(teamCall);
    await failed.getByRole('button', { name: portal('team.retry') }).click();

    // Alice adds Bruno by his address; an unknown address is refused with the catalogue's text.
    const panel = alice.page.getByTestId('team-panel');
    await panel.getByTestId('team-empty').waitFor();
    await panel.getByTestId('team-email').fill('personne-inconnue@example.org');
    await panel.getByTestId('team-add').click();
    await panel.getByText('Aucun compte', { exact: false }).waitFor();
    await panel.getByTestId('team-email').fill(brunoEmail);
    await panel.getByTestId('team-add').click();
    await eventually(() => panel.getByTestId('team-member').count()).toBe(2);
    expect(await panel.getByTestId('team-members').textContent()).toContain('Bruno Petit');

    // Bruno opens the same application in his own browser and sees the team, without managing it.
    await signInFromLogin(bruno.page, brunoEmail);
    await bruno.page.goto(url);
    await bruno.page.getByTestId('application-editor').waitFor();
    const brunoPanel = bruno.page.getByTestId('team-panel');
    await eventually(() => brunoPanel.getByTestId('team-member').count()).toBe(2);
    expect(await brunoPanel.getByTestId('team-add').count()).toBe(0);
    await brunoPanel.getByTestId('team-leave').waitFor();

    // Alice saves first; Bruno, still on the version he opened, changes the same answer.
    await alice.page.getByTestId('preview-input-name').fill('Projet d’Alice');
    await saved(alice.page);
    await bruno.page.getByTestId('preview-input-name').fill('Projet de Bruno');
    await bruno.page.getByTestId('conflict-row').waitFor();
    const row = await bruno.page.getByTestId('conflict-row').textContent();
    expect(row).toContain('Projet d’Alice');
    expect(row).toContain('Projet de Bruno');
    await bruno.page.getByTestId('conflict-mine').click();
    await bruno.page.getByTestId('conflict-modal').getByRole('dialog').waitFor({ state: 'detached' });
    await saved(bruno.page);

    // The server holds Bruno's choice: Alice sees it once she reloads.
    await alice.page.reload();
    await alice.page.getByTestId('application-editor').waitFor();
    expect(await alice.page.getByTestId('preview-input-name').inputValue()).toBe('Projet de Bruno');

    // Alice removes Bruno after confirming: his next visit finds no application.
    await panel.getByTestId('team-remove').click();
    const confirm = alice.page.getByRole('dialog', { name: portal('team.confirmRemove.title') });
    await confirm.getByRole('button', { name: portal('team.remove') }).click();
    await eventually(() => panel.getByTestId('team-member').count()).toBe(1);
    await bruno.page.reload();
    await bruno.page.getByRole('heading', { name: portal('applicationNotFound.title') }).waitFor();
  });
});
