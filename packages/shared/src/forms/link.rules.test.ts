import { describe, expect, it } from 'vitest';
import { IMAGE_SOURCE_MAX_LENGTH, isImageSource, isValidUrl, normalizeLink } from './link.rules';

describe('normalizeLink', () => {
  it('prefixes https:// to links without an http or https scheme', () => {
    expect(normalizeLink('example.com')).toBe('https://example.com');
    expect(normalizeLink('  www.example.com/path ')).toBe('https://www.example.com/path');
    expect(normalizeLink('//cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(normalizeLink('javascript:alert(1)')).toBe('https://javascript:alert(1)');
  });

  it('keeps http and https links and empty text as they are', () => {
    expect(normalizeLink('http://example.com')).toBe('http://example.com');
    expect(normalizeLink('HTTPS://Example.com/x?y=1')).toBe('HTTPS://Example.com/x?y=1');
    expect(normalizeLink('')).toBe('');
  });
});

describe('isValidUrl', () => {
  it('accepts http(s) addresses, with or without a typed scheme', () => {
    for (const ok of [
      'https://example.com',
      'http://sub.example.co.uk:8080/path?q=1#top',
      'example.com',
      'www.exemple.fr/page',
      'https://bücher.de',
      'http://127.0.0.1:3000',
      'http://localhost:5173/x',
    ]) {
      expect(isValidUrl(ok), ok).toBe(true);
    }
  });

  it('refuses other schemes, hosts without a domain and spaces', () => {
    for (const bad of [
      'javascript:alert(1)',
      'ftp://example.com',
      'https://',
      'https://example',
      'exa mple.com',
      'https://example.com/a b',
      '',
    ]) {
      expect(isValidUrl(bad), bad).toBe(false);
    }
  });
});

describe('isImageSource', () => {
  it('accepts http(s) addresses and paths of our API', () => {
    for (const ok of [
      'https://cdn.example.org/cards/blue.png',
      'http://localhost:3000/favicon.svg',
      'https://example.org/image?size=200x200&format=webp',
      '/api/portal/platforms/p1/files/stream/abc%2Fdef.png',
      '/api/files/stream/key.jpg?size=320x240',
    ]) {
      expect(isImageSource(ok), ok).toBe(true);
    }
  });

  it('refuses other schemes, other relative paths, traversal and oversized values', () => {
    for (const bad of [
      '',
      'example.org/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      '/favicon.svg',
      '/api//evil.example/a.png',
      '/api/../admin',
      '/api/files/ a.png',
      '/api/x"onerror="y',
      `https://example.org/${'a'.repeat(IMAGE_SOURCE_MAX_LENGTH)}`,
    ]) {
      expect(isImageSource(bad), bad).toBe(false);
    }
  });
});
