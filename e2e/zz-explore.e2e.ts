import { expect, it } from 'vitest';
import { appUrl, useBrowser } from './browser';

const openBrowser = useBrowser();
it('explore', async () => {
  const { page } = await openBrowser({ locale: 'fr-FR' });
  await page.goto(appUrl('/test'));
  await page.getByRole('button', { name: 'Erreur' }).click();
  await page.getByText("L'enregistrement a échoué.").waitFor();
  await page.getByRole('button', { name: 'Succès' }).click();
  await page.getByText('Modifications enregistrées.').waitFor();
  await page.waitForTimeout(500);
  console.log(await page.locator('.mantine-Notifications-root[data-position=bottom-center]').evaluate((e) => e.outerHTML));
  console.log(await page.locator('.mantine-Notification-root').evaluateAll((els) => els.map((e) => [getComputedStyle(e).getPropertyValue('--notification-color'), getComputedStyle(e, '::before').backgroundColor, getComputedStyle(e).borderColor, JSON.stringify(e.getBoundingClientRect())])));
  console.log(await page.locator('#confirm').evaluate((e) => e.outerHTML));
  await page.getByRole('button', { name: "Supprimer l'élément d'exemple" }).click();
  await page.getByRole('dialog').waitFor();
  console.log(await page.getByTestId('confirm-modal').evaluate((e) => e.outerHTML));
  console.log(await page.getByRole('banner').evaluate((e) => e.outerHTML));
  expect(1).toBe(1);
});
