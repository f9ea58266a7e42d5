import type { ShowcaseFile } from '@opencall/shared/showcase';

/** The public address of a file of an entry; images take a CDN size (`WxH`). */
export type ShowcaseFileUrl = (file: ShowcaseFile, size?: string) => string;

/** A card's picture: 400×300 at 1x, 800×600 for dense screens (the CDN resizes from the path). */
export const CARD_IMAGE = { width: 400, height: 300, size: '400x300', dense: '800x600' } as const;
