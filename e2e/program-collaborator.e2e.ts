import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AdminApi, adminApi, finalizeInvitation, signInToBackOffice } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';

// Issue 11 §5: a collaborator invited to one program signs in, works on it, and cannot reach another.
const programs = (key: string) => text('fr', key, {}, 'programs');
const responses = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'responses');

/** A published program with `count` applications and a tag, made by the demo admin; answers its id and slug. */
async function programWithApplications(api: AdminApi, title: string, count: number) {
  const slug = `collab-${Date.now()}-${randomUUID().slice(0, 4)}`;
  const program = await api.send<{ data: { id: string } }>('POST', '/api/user.programs', {
    slug,
    titles: { fr: title },
    defaultLang: 'fr',
    supportedLangs: ['fr'],
    features: { multipleApplications: true, tags: true },
  });
  const programId = program.data.id;
  const form = await api.send<{ data: { id: string } }>('POST', `/api/user.programs/${programId}/forms`, {
    title: 'Dossier',
    fields: [{ reference: 'project', type: 'text', title: 'Projet' }],
  });
  const category = await api.send<{ data: { id: string } }>('POST', `/api/user.programs/${programId}/categories`, {
    titles: { fr: 'Général' },
    steps: [{ type: 'form', titles: { fr: 'Projet' }, config: { form_id: form.data.id } }],
  });
  await api.send('POST', `/api/user.programs/${programId}/publish`, {});
  await api.send('POST', `/api/user.programs/${programId}/tags`, { name: 'Présélection' });
  for (let index = 0; index < count; index++) {
    await api.send('POST', `/api/portal/programs/${programId}/applications`, {
      id: randomUUID(),
      categoryId: category.data.id,
    });
  }
  return { programId, slug };
}

describe('a collaborator invited to one program', () => {
  const openBrowser = useBrowser();

  it('finalizes the invitation, works on that program, and cannot reach another', async () => {
    const api = await adminApi();
    const mine = await programWithApplications(api, 'Prix des collaborateurs', 3);
    const theirs = await programWithApplications(api, 'Prix des autres', 1);
    const email = `collaborator-${Date.now()}@example.org`;
    const before = await mailCount();
    await api.send('POST', `/api/user.programs/${mine.programId}/collaborators`, {
      email,
      roleKeys: ['collaborator'],
    });

    // The invitation's link sets the password.
    const link = firstLink(await waitForMail(email, before));
    expect(link).toContain('finalize-registration?token=');
    const { page } = await openBrowser({ locale: 'fr-FR' });
    const password = 'une phrase de passe de collaboratrice';
    await finalizeInvitation(page, link, password);

    // The back office opens: a role on a program is an entry (SPEC §6).
    await signInToBackOffice(page, email, password);

    // The programs menu lists their program only, with nothing that creates or trashes programs.
    await page
      .getByRole('link', { name: text('fr', 'nav.programs', {}, 'users') })
      .first()
      .click();
    await page.waitForURL(appUrl('/fr/admin/home/programs'));
    await page.locator(`[data-testid=program-row][data-slug="${mine.slug}"]`).waitFor();
    expect(await page.getByTestId('program-row').count()).toBe(1);
    expect(await page.getByTestId('create-program').count()).toBe(0);
    expect(await page.getByTestId('program-trash').count()).toBe(0);

    // Opening it lands on a page the role opens (not the set-up one), with the tabs of their work.
    await page
      .locator(`[data-testid=program-row][data-slug="${mine.slug}"]`)
      .getByRole('link', { name: 'Prix des collaborateurs', exact: true })
      .click();
    await page.waitForURL(appUrl(`/fr/admin/programs/${mine.slug}/dashboard`));
    const tabs = page.getByTestId('program-shell').getByRole('tab');
    await tabs.first().waitFor();
    const tabNames = await tabs.allTextContents();
    expect(tabNames).toContain(programs('shell.tabs.responses'));
    expect(tabNames).not.toContain(programs('shell.tabs.configure'));

    // Work: tag every application of the program.
    await page.getByRole('tab', { name: programs('shell.tabs.responses') }).click();
    await page.getByTestId('response-table').waitFor();
    await eventually(() => page.getByTestId('response-row').count()).toBe(3);
    await page.getByTestId('select-page').click();
    await page.getByTestId('bulk-tag').click();
    await page.getByTestId('bulk-tag-item').filter({ hasText: 'Présélection' }).click();
    await page.getByText(responses('bulk.tagged', { count: '3' })).waitFor();

    // The team of the program: they see it, without the buttons that change it.
    await page.getByRole('tab', { name: programs('shell.tabs.collaborators') }).click();
    await page.locator(`[data-testid=collaborator-row][data-email="${email}"]`).waitFor();
    expect(await page.getByTestId('collaborator-invite').count()).toBe(0);
    expect(await page.getByTestId('collaborator-edit').count()).toBe(0);

    // Another program's address: the missing-permissions dialog, and back to their programs.
    await page.goto(appUrl(`/fr/admin/programs/${theirs.slug}/responses`));
    await page.getByRole('dialog', { name: text('fr', 'dialogs.missing_permissions.title', {}, 'errors') }).waitFor();
    await page.waitForURL(appUrl('/fr/admin/home/programs'));
    expect(await page.locator(`[data-testid=program-row][data-slug="${theirs.slug}"]`).count()).toBe(0);
  });
});
