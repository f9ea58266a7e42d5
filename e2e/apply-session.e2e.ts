import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInApi } from './admin';
import { PASSWORD, publishedProgram, registeredApplicant, saved, signIn, startApplication } from './applicant';
import { eventually, useBrowser } from './browser';
import { text } from './locales';

const portal = (key: string) => text('fr', key, {}, 'portal');

/** Another device of the same person signs out: the server ends every session of theirs, this tab's too. */
async function endEverySession(email: string) {
  const otherDevice = await signedInApi({ email, password: PASSWORD, area: 'public' });
  await otherDevice.send('POST', '/api/auth/logout', {});
}

/** The answers this device keeps for the application, all steps together (null when none wait). */
function answersOnDevice(page: Page, responseId: string) {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    const steps = raw ? (JSON.parse(raw) as { steps: Record<string, object> }).steps : null;
    return steps && Object.assign({}, ...Object.values(steps));
  }, `opencall:draft:${responseId}`);
}

/** The answers the server holds, read through the API as the applicant, all steps together. */
async function answersOnServer(email: string, responseId: string) {
  const api = await signedInApi({ email, password: PASSWORD, area: 'public' });
  const { data } = await api.send<{ data: { answers: Record<string, object> } }>(
    'GET',
    `/api/portal/me/responses/${responseId}`,
  );
  return Object.assign({}, ...Object.values(data.answers));
}

const fieldValue = (page: Page, reference: string) => page.getByTestId(`preview-input-${reference}`).inputValue();

/** A signed-in applicant with a saved answer, whose every session then ends on the server, and who types on. */
async function signedOutWhileTyping(page: Page) {
  const { slug } = await publishedProgram(`Session ${Date.now()}`);
  const email = await registeredApplicant(page);
  const url = await startApplication(page, slug, email);
  const responseId = new URL(url).searchParams.get('responseId') ?? '';
  await page.getByTestId('preview-input-name').fill('Jardins partagés');
  await saved(page);

  await endEverySession(email);
  await page.getByTestId('preview-input-city').fill('Lyon');
  const notice = page.getByTestId('apply-signed-out');
  await notice.waitFor();
  expect(await notice.textContent()).toContain(portal('apply.signedOut.message'));
  expect(await page.getByTestId('save-state').getAttribute('data-state')).toBe('signedOut');
  // The page stayed: typing goes on, and every answer waits on the device.
  expect(page.url()).toBe(url);
  await page.getByTestId('preview-input-city').fill('Lyon 7e');
  await eventually(() => answersOnDevice(page, responseId)).toEqual({ name: 'Jardins partagés', city: 'Lyon 7e' });
  return { email, url, responseId };
}

describe('applying: a session that ends in the middle of the flow loses nothing', () => {
  const openBrowser = useBrowser();

  it('keeps typing on the device, signs in again in the same tab, comes back and sends everything', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    const { email, url, responseId } = await signedOutWhileTyping(page);

    const signInAgain = page.getByRole('link', { name: portal('apply.signedOut.signIn') });
    const here = new URL(url);
    expect(await signInAgain.getAttribute('href')).toBe(
      `/fr/login?${new URLSearchParams({ backTo: `${here.pathname}${here.search}` })}`,
    );
    await signInAgain.click();
    await page.waitForURL((address) => address.pathname === '/fr/login');
    await signIn(page, email);
    await page.waitForURL(url);
    await page.getByTestId('application-editor').waitFor();
    expect(await fieldValue(page, 'name')).toBe('Jardins partagés');
    expect(await fieldValue(page, 'city')).toBe('Lyon 7e');
    await saved(page);
    expect(await page.getByTestId('apply-signed-out').count()).toBe(0);
    expect(await answersOnServer(email, responseId)).toEqual({ name: 'Jardins partagés', city: 'Lyon 7e' });
    expect(await answersOnDevice(page, responseId)).toBeNull();

    await page.getByTestId('step-next').click();
    await page.getByTestId('application-submit').click();
    await page.getByTestId('application-submitted').waitFor();
    expect(await page.getByTestId('application-status').textContent()).toBe(portal('status.submitted'));
  });

  it('after a reload while signed out, sends to sign in and back, and brings the unsent answers', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    const { email, url, responseId } = await signedOutWhileTyping(page);
    const here = new URL(url);

    await page.reload();
    await page.waitForURL(
      (address) =>
        address.pathname === '/fr/login' && address.searchParams.get('backTo') === `${here.pathname}${here.search}`,
    );
    await signIn(page, email);
    await page.waitForURL(url);
    await page.getByTestId('application-editor').waitFor();
    expect(await fieldValue(page, 'city')).toBe('Lyon 7e');
    await saved(page);
    expect(await answersOnServer(email, responseId)).toEqual({ name: 'Jardins partagés', city: 'Lyon 7e' });
  });
});
