/**
 * SPEC §5: links without an http or https scheme get `https://` prefixed. Anything else
 * (`javascript:`, `ftp:`…) is prefixed too, which turns it into an invalid http address rather
 * than a dangerous link. A protocol-relative `//host` keeps its host.
 */
export function normalizeLink(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
}

// Host of dotted labels ending with a 2+ letter TLD (Unicode letters for IDNs), or IPv4, or localhost.
const HOST = String.raw`(?:(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}|(?:\d{1,3}\.){3}\d{1,3}|localhost)`;
const HTTP_URL = new RegExp(String.raw`^https?:\/\/(?:[^\s/?#@]+@)?${HOST}(?::\d{1,5})?(?:[/?#][^\s]*)?$`, 'iu');

/** SPEC §5 url rule: after normalisation, an http or https address with a plausible host. */
export function isValidUrl(value: string): boolean {
  const normalized = normalizeLink(value);
  return normalized.length <= 2048 && HTTP_URL.test(normalized);
}

export const IMAGE_SOURCE_MAX_LENGTH = 2000;
// A path of our own API (uploaded files are streamed under /api): segments without `.`/`..`, no spaces or quotes.
const API_PATH = /^\/api(?:\/(?!\.\.?(?:[/?#]|$))[^\s/?#"'<>\\]+)+(?:[?#][^\s"'<>\\]*)?$/;

/** A picture-choice option's image: an http(s) address as typed (no scheme added), or a path under /api. */
export function isImageSource(value: string): boolean {
  if (value.length === 0 || value.length > IMAGE_SOURCE_MAX_LENGTH) return false;
  return HTTP_URL.test(value) || API_PATH.test(value);
}
