import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('names the page, the program and the platform, leaving out what is missing', () => {
    expect(documentTitle('Réponses', 'Prix 2026', 'OpenCall Démo')).toBe('Réponses · Prix 2026 · OpenCall Démo');
    expect(documentTitle('Connexion', undefined, 'OpenCall Démo')).toBe('Connexion · OpenCall Démo');
    expect(documentTitle(null, ' ', 'OpenCall Démo')).toBe('OpenCall Démo');
  });
});
