import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './page-paths';

describe('isKnownPagePath', () => {
  it('knows the portal, the back office and the pages without a locale', () => {
    for (const path of [
      '/',
      '/logout',
      '/fr',
      '/en/programs/',
      '/fr/applications/some-slug',
      '/fr/privacy/policies/cookies',
      '/de/admin',
      '/fr/admin/programs/prix-2026/responses/4b6a',
      '/fr/admin/home/account-deletion/processed',
    ]) {
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });

  it('refuses unknown paths, unknown languages and extra segments', () => {
    for (const path of ['/fr/nope', '/nope', '/xx/programs', '/fr/programs/extra', '/fr/applications', '/fr/admin/x']) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });
});
