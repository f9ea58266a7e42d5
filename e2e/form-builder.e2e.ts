import { RULE_DEBOUNCE_MS } from '@opencall/shared/forms';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, createProgramInUi, formsUrl, programWithForm, signInAsAdmin } from './admin';
import { eventually, useBrowser } from './browser';
import { text } from './locales';

const forms = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'forms');
const validation = (key: string) => text('fr', key, {}, 'validation');

const field = (page: Page, reference: string) =>
  page.locator(`[data-testid=canvas-field][data-reference="${reference}"]`);

/** References of the top-level canvas fields, in their on-screen order. */
const canvasOrder = (page: Page) =>
  page
    .getByTestId('field-list-root')
    .locator(':scope > [data-testid=canvas-field]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-reference')));

/**
 * A pointer drag as a person does it: press, move past dnd-kit's activation distance, then travel
 * in small steps so every pointermove is seen, and release over the point.
 */
async function drag(page: Page, source: Locator, to: { x: number; y: number }) {
  await source.scrollIntoViewIfNeeded();
  const box = await source.boundingBox();
  if (!box) throw new Error('drag source is not visible');
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 4, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  // One more move over the target so the collision detection settles on it before the drop.
  await page.mouse.move(to.x + 1, to.y, { steps: 2 });
  await page.mouse.up();
}

/** Drops a palette entry at the end of the form: the bottom padding of the root list, below any field. */
async function dragToFormEnd(page: Page, type: string) {
  const list = page.getByTestId('field-list-root');
  await list.scrollIntoViewIfNeeded();
  const box = await list.boundingBox();
  if (!box) throw new Error('the canvas is not visible');
  await drag(page, page.getByTestId(`palette-${type}`), { x: box.x + box.width / 2, y: box.y + box.height - 4 });
}

/** Selects a canvas field and types its title in the properties panel. */
async function setTitle(page: Page, reference: string, title: string) {
  await field(page, reference).getByTestId('select-field').click();
  await eventually(() => page.getByTestId('prop-reference').inputValue()).toBe(reference);
  await page.getByTestId('prop-title').fill(title);
  await eventually(() => field(page, reference).getByTestId('select-field').textContent()).toContain(title);
}

async function save(page: Page) {
  await page.getByTestId('save-form').click();
  await eventually(() => page.getByTestId('save-state').textContent()).toContain(forms('builder.saved'));
}

/** Picks an option of a Mantine Select by its visible label. */
async function choose(page: Page, select: Locator, label: string) {
  await select.click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await eventually(() => select.inputValue()).toBe(label);
}

describe('form builder', () => {
  const openBrowser = useBrowser();

  it('builds a form by dragging and clicking, reorders with the keyboard, saves, and keeps it after a reload', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const slug = await createProgramInUi(page, `Formulaires ${Date.now()}`, ['en']);

    await page.goto(formsUrl(slug));
    await page.getByTestId('forms-page').waitFor();
    await page.getByTestId('create-form').click();
    await page.getByTestId('form-title-input').fill('Dossier de candidature');
    await page.getByTestId('form-title-submit').click();
    await page.waitForURL((url) => new RegExp(`^/fr/admin/programs/${slug}/forms/[^/]+$`).test(url.pathname));
    await page.getByTestId('form-builder').waitFor();
    expect(await page.getByTestId('builder-title').inputValue()).toBe('Dossier de candidature');

    // Two fields dragged from the palette, one added by click.
    await dragToFormEnd(page, 'text');
    await eventually(() => canvasOrder(page)).toEqual(['text-1']);
    await dragToFormEnd(page, 'url');
    await eventually(() => canvasOrder(page)).toEqual(['text-1', 'url-1']);
    // dnd-kit swallows the click that follows a drop for 50 ms (a timer): on a busy machine the timer
    // ran late and ate this click. A person does not click 50 ms after a drop.
    await page.waitForTimeout(300);
    await page.getByTestId('palette-email').click();
    await eventually(() => canvasOrder(page)).toEqual(['text-1', 'url-1', 'email-1']);

    // Keyboard reorder: pick text-1 up by its handle, one step down, drop.
    const handle = field(page, 'text-1').getByTestId('drag-handle');
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await eventually(() => canvasOrder(page)).toEqual(['url-1', 'text-1', 'email-1']);

    await setTitle(page, 'url-1', 'Site web du projet');
    await setTitle(page, 'text-1', 'Nom du projet');
    await page.getByTestId('prop-required').check();
    await eventually(() => field(page, 'text-1').getByTestId('select-field').textContent()).toContain(
      'Nom du projet *',
    );
    await setTitle(page, 'email-1', 'Courriel de contact');
    expect(await page.getByTestId('save-state').textContent()).toContain(forms('builder.unsaved'));
    await save(page);
    expect(await page.getByTestId('save-state').textContent()).toContain(forms('builder.fieldCount', { count: '3' }));

    await page.reload();
    await page.getByTestId('form-builder').waitFor();
    await eventually(() => canvasOrder(page)).toEqual(['url-1', 'text-1', 'email-1']);
    const titles = await page
      .getByTestId('canvas-field')
      .getByTestId('select-field')
      .evaluateAll((buttons) => buttons.map((button) => button.querySelector('p')?.textContent?.trim()));
    expect(titles).toEqual(['Site web du projet', 'Nom du projet *', 'Courriel de contact']);
    await field(page, 'text-1').getByTestId('select-field').click();
    expect(await page.getByTestId('prop-required').isChecked()).toBe(true);
    await field(page, 'url-1').getByTestId('select-field').click();
    await eventually(() => page.getByTestId('prop-reference').inputValue()).toBe('url-1');
    expect(await page.getByTestId('prop-required').isChecked()).toBe(false);
  });

  it('shows a field only when a yes-no answer is yes, and validates answers live in the preview', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const api = await adminApi();
    const { slug, formId } = await programWithForm(api, { title: `Conditions ${Date.now()}`, fields: [] });
    await page.goto(formsUrl(slug, formId));
    await page.getByTestId('form-builder').waitFor();

    await page.getByTestId('palette-yes-no').click();
    await setTitle(page, 'yes-no-1', 'Avez-vous un site ?');
    await page.getByTestId('palette-text').click();
    await setTitle(page, 'text-1', 'Nom du site');
    await page.getByTestId('prop-required').check();
    await page.getByTestId('add-condition').click();
    await eventually(() => page.getByTestId('condition-field').inputValue()).toBe('Avez-vous un site ?');
    await choose(page, page.getByTestId('condition-operator'), forms('condition.operators.equals'));
    await choose(page, page.getByTestId('condition-value'), forms('preview.yes'));
    await eventually(() => page.getByTestId('condition-problem').count()).toBe(0);
    await eventually(() => field(page, 'text-1').textContent()).toContain(forms('canvas.conditional'));
    await page.getByTestId('palette-url').click();
    await setTitle(page, 'url-1', 'Adresse du site');

    await page.getByTestId('tab-preview').click();
    await page.getByTestId('form-preview').waitFor();
    await page.getByTestId('preview-field-url-1').waitFor();
    // Hidden until the yes-no answer is yes: "no" keeps it hidden.
    expect(await page.getByTestId('preview-field-text-1').count()).toBe(0);
    const question = page.getByTestId('preview-field-yes-no-1');
    await question.getByRole('radio', { name: forms('preview.no'), exact: true }).check();
    await page.waitForTimeout(200);
    expect(await page.getByTestId('preview-field-text-1').count()).toBe(0);
    await question.getByRole('radio', { name: forms('preview.yes'), exact: true }).check();
    const dependent = page.getByTestId('preview-field-text-1');
    await dependent.waitFor();

    // An invalid URL is reported when the field is left.
    await page.getByTestId('preview-input-url-1').fill('pas une adresse');
    await page.getByTestId('preview-input-url-1').press('Tab');
    await eventually(() => page.getByTestId('preview-field-url-1').textContent()).toContain(validation('url'));
    // The required field left empty is reported by the check.
    expect(await dependent.textContent()).not.toContain(validation('required'));
    await page.getByTestId('preview-check').click();
    await eventually(() => page.getByTestId('preview-result').textContent()).toBe(
      forms('preview.issues', { count: '2' }),
    );
    await eventually(() => dependent.textContent()).toContain(validation('required'));

    // Typing into the required field clears its message, once the rule debounce has passed.
    await dependent.evaluate((element, message) => {
      const state = { typedAt: 0, goneAfter: -1 };
      (window as unknown as { debounce: typeof state }).debounce = state;
      element
        .querySelector('input')
        ?.addEventListener('input', () => (state.typedAt = performance.now()), { once: true });
      const observer = new MutationObserver(() => {
        if (state.typedAt && !element.textContent?.includes(message)) {
          state.goneAfter = performance.now() - state.typedAt;
          observer.disconnect();
        }
      });
      observer.observe(element, { subtree: true, childList: true, characterData: true });
    }, validation('required'));
    await page.getByTestId('preview-input-text-1').fill('Mon site');
    await eventually(() => dependent.textContent()).not.toContain(validation('required'));
    const goneAfter = await page.evaluate(() => (window as unknown as { debounce: { goneAfter: number } }).debounce);
    expect(goneAfter.goneAfter).toBeGreaterThanOrEqual(RULE_DEBOUNCE_MS - 5);
    // The URL keeps its message until it is fixed.
    expect(await page.getByTestId('preview-field-url-1').textContent()).toContain(validation('url'));
    await page.getByTestId('preview-input-url-1').fill('https://example.org');
    await eventually(() => page.getByTestId('preview-field-url-1').textContent()).not.toContain(validation('url'));
    await page.getByTestId('preview-check').click();
    await eventually(() => page.getByTestId('preview-result').textContent()).toBe(forms('preview.valid'));
  });

  it('translates a field title into English and previews the form in English', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const api = await adminApi();
    const { slug, formId } = await programWithForm(api, {
      title: `Traductions ${Date.now()}`,
      extraLangs: ['en'],
      fields: [
        { reference: 'nom', type: 'text', title: 'Votre nom' },
        { reference: 'site', type: 'url', title: 'Votre site' },
      ],
    });
    await page.goto(formsUrl(slug, formId));
    await page.getByTestId('form-builder').waitFor();

    await page.getByTestId('tab-translations').click();
    const english = page.getByTestId('translations-lang-en');
    await english.click();
    const missing = page.getByTestId('translations-tab').getByRole('status');
    await eventually(() => missing.textContent()).toBe(forms('translations.missingCount', { count: '2' }));
    expect(await english.textContent()).toContain('2');
    await page.getByTestId('translation-en-nom.title').fill('Your name');
    await eventually(() => missing.textContent()).toBe(forms('translations.missingCount', { count: '1' }));
    await save(page);

    await page.getByTestId('tab-preview').click();
    await eventually(() => page.getByTestId('preview-field-nom').textContent()).toContain('Votre nom');
    const englishName = await page.evaluate(() => new Intl.DisplayNames(['fr'], { type: 'language' }).of('en'));
    await choose(page, page.getByTestId('preview-language'), englishName ?? 'en');
    await eventually(() => page.getByTestId('preview-field-nom').textContent()).toContain('Your name');
    // An untranslated text falls back to the default language.
    expect(await page.getByTestId('preview-field-site').textContent()).toContain('Votre site');

    await page.reload();
    await page.getByTestId('form-builder').waitFor();
    await page.getByTestId('tab-translations').click();
    await eventually(() => page.getByTestId('translation-en-nom.title').inputValue()).toBe('Your name');
    await eventually(() => missing.textContent()).toBe(forms('translations.missingCount', { count: '1' }));
  });
});
