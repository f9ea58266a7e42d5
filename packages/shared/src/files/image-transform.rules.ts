/** CDN-style image variants (`?size=WxH&format&fit`): bounded so a request cannot ask for any work it likes. */
export const IMAGE_MAX_DIMENSION = 2000;
export const IMAGE_FORMATS = ['webp', 'jpeg', 'png', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_FITS = ['cover', 'contain', 'inside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export const IMAGE_FORMAT_MIMES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

/** `320x240` → { width: 320, height: 240 }; null when malformed or outside 1…IMAGE_MAX_DIMENSION. */
export function parseImageSize(size: string): { width: number; height: number } | null {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(size);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const inBounds = (n: number) => n >= 1 && n <= IMAGE_MAX_DIMENSION;
  return inBounds(width) && inBounds(height) ? { width, height } : null;
}

/** Adds CDN parameters to an image address (`cdnLocation`), e.g. `{ size: '320x240', format: 'webp' }`. */
export function imageUrl(
  location: string,
  transform: { size?: string; format?: ImageFormat; fit?: ImageFit } = {},
): string {
  const query = Object.entries(transform)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  if (!query) return location;
  return `${location}${location.includes('?') ? '&' : '?'}${query}`;
}
