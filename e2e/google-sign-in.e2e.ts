import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from './browser';
import { text } from './locales';

describe('signing in with Google (a local OpenID provider stands in for Google)', () => {
  const openBrowser = useBrowser();

  it('goes to the provider and back through /auth_social/google/callback, signed in', async () => {
    const { page, context } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/fr/login'));
    await page.getByTestId('google-sign-in').click();
    await page.waitForURL((url) => url.pathname === '/fr' && url.host.startsWith('localhost'));
    await page.getByTestId('user-menu').waitFor();
    expect((await context.cookies()).find((c) => c.name === '__Host-oc_refresh')).toBeDefined();
    // The state cookie is spent.
    expect((await context.cookies()).find((c) => c.name === '__Host-oc_oidc')?.value ?? '').toBe('');
  });

  it('shows a clear error when the callback comes without a code (cancelled at Google)', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/auth_social/google/callback?error=access_denied'));
    await page.getByText(text('fr', 'google.cancelled', {}, 'auth')).waitFor();
    expect(
      await page.getByRole('link', { name: text('fr', 'google.backToLogin', {}, 'auth') }).getAttribute('href'),
    ).toBe('/fr/login');
  });
});
