import { afterEach, describe, expect, inject, it } from 'vitest';
import { adminApi, formsUrl, programWithForm, signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const forms = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'forms');
const validation = (key: string) => text('fr', key, {}, 'validation');

/** The fake geocoder runs beside the server (global setup): ok, error, or no answer. */
async function geocoderMode(mode: 'ok' | 'error') {
  const response = await fetch(`${inject('geocoderUrl')}/__mode/${mode}`, { method: 'PUT' });
  expect(response.ok).toBe(true);
}

describe('form fields in the preview', () => {
  const openBrowser = useBrowser();
  afterEach(() => geocoderMode('ok'));

  it('formats a phone number per country, suggests addresses and cities, and picks an image card by keyboard', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const api = await adminApi();
    // The images are served by the app itself: the page's CSP allows its own origin.
    const image = appUrl('/favicon.svg');
    const fields = [
      { reference: 'telephone', type: 'tel', title: 'Téléphone' },
      { reference: 'adresse', type: 'address', title: 'Adresse' },
      { reference: 'ville', type: 'city', title: 'Ville' },
      {
        reference: 'couleur',
        type: 'picture-choice',
        title: 'Couleur préférée',
        options: [
          { reference: 'bleu', text: 'Bleu', image },
          { reference: 'rouge', text: 'Rouge', image },
          { reference: 'vert', text: 'Vert', image },
        ],
      },
    ];
    const { slug, formId } = await programWithForm(api, { title: `Champs ${Date.now()}`, fields });
    await page.goto(formsUrl(slug, formId));
    await page.getByTestId('form-builder').waitFor();
    await page.getByTestId('tab-preview').click();
    await page.getByTestId('form-preview').waitFor();

    // Phone: Belgium chosen in the searchable list, the number grouped as it is typed, and valid.
    const country = page.getByTestId('preview-country-telephone');
    await country.click();
    await country.fill('Belg');
    await page.getByRole('option', { name: 'Belgique (+32)', exact: true }).click();
    await eventually(() => country.inputValue()).toBe('Belgique (+32)');
    const phone = page.getByTestId('preview-input-telephone');
    expect(await page.getByLabel('Téléphone', { exact: true }).getAttribute('data-testid')).toBe(
      'preview-input-telephone',
    );
    await phone.pressSequentially('0470123456');
    await eventually(() => phone.inputValue()).toBe('0470 12 34 56');
    await phone.press('Tab');
    await page.waitForTimeout(200);
    expect(await page.getByTestId('preview-field-telephone').textContent()).not.toContain(validation('tel'));
    // Anything else is kept as typed, and the tel rule says so.
    await phone.fill('pas un numéro');
    await phone.press('Tab');
    await eventually(() => page.getByTestId('preview-field-telephone').textContent()).toContain(validation('tel'));
    expect(await phone.inputValue()).toBe('pas un numéro');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');

    // Address: suggestions from 3 letters on, chosen with the keyboard.
    const address = page.getByTestId('preview-input-adresse');
    await address.pressSequentially('avenue de seg');
    const suggestion = page.getByRole('option', { name: /20 Avenue de Ségur 75007 Paris/ });
    await suggestion.waitFor();
    await address.press('ArrowDown');
    await address.press('Enter');
    await eventually(() => address.inputValue()).toBe('20 Avenue de Ségur 75007 Paris');
    await eventually(() => suggestion.count()).toBe(0);

    // City: while the service is down, what is typed stays and the field says why there is no list.
    await geocoderMode('error');
    const city = page.getByTestId('preview-input-ville');
    await city.pressSequentially('amiens');
    await eventually(() => page.getByText(forms('preview.geo.cityUnavailable')).first().isVisible()).toBe(true);
    expect(await city.inputValue()).toBe('amiens');
    // Back up: a choice stores `City (postcode)`.
    await geocoderMode('ok');
    await city.fill('');
    await city.pressSequentially('lyo');
    await page.getByRole('option', { name: /^Lyon \(69001\)/ }).click();
    await eventually(() => city.inputValue()).toBe('Lyon (69001)');

    // Picture choice: three loaded images named by their option, a radio group driven by the keyboard.
    const cards = page.getByTestId('preview-field-couleur');
    const images = cards.getByRole('img');
    expect(await images.evaluateAll((all) => all.map((img) => img.getAttribute('alt')))).toEqual([
      'Bleu',
      'Rouge',
      'Vert',
    ]);
    await eventually(() =>
      images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    await cards.getByRole('radio', { name: 'Bleu' }).focus();
    await page.keyboard.press('Space');
    await eventually(() => cards.getByRole('radio', { name: 'Bleu' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await eventually(() => cards.getByRole('radio', { name: 'Rouge' }).isChecked()).toBe(true);
    expect(await cards.getByRole('radio', { name: 'Bleu' }).isChecked()).toBe(false);
    expect(await page.getByTestId('preview-picture-couleur-rouge').getAttribute('data-checked')).toBe('true');

    // Only the phone number is left to fix.
    await page.getByTestId('preview-check').click();
    await eventually(() => page.getByTestId('preview-result').textContent()).toBe(
      forms('preview.issues', { count: '1' }),
    );
  });
});
