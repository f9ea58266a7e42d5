import { describe, expect, it } from 'vitest';
import { pickPlatformPageContent } from './platform-pages.rules';

describe('pickPlatformPageContent', () => {
  const contents = { fr: '<p>Mentions</p>', en: '<p>Notice</p>', de: '<p></p>' };

  it('answers the asked language when it has text', () => {
    expect(pickPlatformPageContent(contents, 'en', ['fr', 'en', 'de'])).toEqual({
      lang: 'en',
      content: '<p>Notice</p>',
    });
  });

  it('falls back to the platform’s first language with text when the asked one is blank or missing', () => {
    expect(pickPlatformPageContent(contents, 'de', ['en', 'fr', 'de'])).toEqual({
      lang: 'en',
      content: '<p>Notice</p>',
    });
    expect(pickPlatformPageContent({ en: '<p>Notice</p>' }, 'fr', ['fr', 'en'])).toMatchObject({ lang: 'en' });
  });

  it('never shows a language the platform does not offer', () => {
    expect(pickPlatformPageContent({ nl: '<p>Kennisgeving</p>' }, 'nl', ['fr', 'en'])).toBeNull();
  });

  it('answers null when no language has text', () => {
    expect(pickPlatformPageContent({}, 'fr', ['fr'])).toBeNull();
    expect(pickPlatformPageContent({ fr: '<p> </p><p><br></p>' }, 'fr', ['fr'])).toBeNull();
  });
});
