export const DEFAULT_PRIMARY_COLOR = '#18347e';
export const DEFAULT_SECONDARY_COLOR = '#2c77ff';
/** SPEC §9: above this perceived brightness, text on the colour is black; otherwise white. */
export const CONTRAST_THRESHOLD = 186;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

function channels(hex: string): [number, number, number] {
  if (!isHexColour(hex)) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(1 + i, 3 + i), 16)) as [number, number, number];
}

/** Black or white, whichever reads on the given background (weights of ITU-R BT.601). */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  const [r, g, b] = channels(background);
  return r * 0.299 + g * 0.587 + b * 0.114 > CONTRAST_THRESHOLD ? '#000000' : '#ffffff';
}

function toHex(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');
}

function mix(hex: string, target: number, weight: number): string {
  const mixed = channels(hex).map((c) => c + (target - c) * weight);
  return `#${mixed.map(toHex).join('')}`;
}

/**
 * Ten shades from light to dark with the platform colour at index 6, the shape Mantine expects
 * for a palette, so buttons and links take the platform's own colour.
 */
export function buildColorScale(hex: string): string[] {
  const tints = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16].map((w) => mix(hex, 255, w));
  const shades = [0.15, 0.3, 0.45].map((w) => mix(hex, 0, w));
  return [...tints, hex.toLowerCase(), ...shades];
}
