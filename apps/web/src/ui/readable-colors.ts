import type { MantineColorsTuple } from '@mantine/core';

/** WCAG 2.1 AA for normal text, with a little room for rounding. */
const MIN_TEXT_CONTRAST = 4.6;

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #RRGGBB colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function towardBlack(hex: string, weight: number): string {
  return `#${channels(hex)
    .map((c) =>
      Math.round(c * (1 - weight))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The palette's own shade 6 or the first darker one that reads as text on white and on the
 * palette's light background (shade 1), darkened further when even shade 9 does not (yellow, lime).
 */
export function readableShade(scale: readonly string[]): string {
  const reads = (hex: string) =>
    contrastRatio(hex, '#ffffff') >= MIN_TEXT_CONTRAST &&
    contrastRatio(hex, scale[1] ?? '#ffffff') >= MIN_TEXT_CONTRAST;
  const found = scale.slice(6).find((hex) => hex.startsWith('#') && reads(hex));
  if (found) return found;
  let hex = scale[9] ?? '#000000';
  for (let step = 0; step < 10 && !reads(hex); step++) hex = towardBlack(hex, 0.1);
  return hex;
}

/**
 * Light-scheme CSS variables that make coloured text readable (WCAG 2.1 AA): `c="teal"`, the
 * `light`, `outline` and `subtle` variants, white text on `filled` ones, and error messages.
 * Mantine's defaults use shade 6 (teal, orange, green, red: 2.4–3.3:1 on white) or shade 9 on
 * shade 1 (orange, yellow: under 4:1). The palettes in `ownFilled` keep their filled colour (the
 * platform's, whose text colour is chosen for it).
 */
export function readableColorVariables(
  colors: Record<string, MantineColorsTuple>,
  ownFilled: readonly string[] = [],
): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, scale] of Object.entries(colors)) {
    const readable = readableShade(scale);
    variables[`--mantine-color-${name}-text`] = readable;
    variables[`--mantine-color-${name}-light-color`] = readable;
    variables[`--mantine-color-${name}-outline`] = readable;
    if (ownFilled.includes(name)) continue;
    variables[`--mantine-color-${name}-filled`] = readable;
    variables[`--mantine-color-${name}-filled-hover`] = towardBlack(readable, 0.15);
  }
  if (colors.red) {
    variables['--mantine-color-error'] = readableShade(colors.red);
    // A menu item given a colour (sign out, move to the trash) takes shade 6 itself as its text: Mantine's
    // red 6 reads at 3.3:1 on white.
    variables['--mantine-color-red-6'] = readableShade(colors.red);
  }
  return variables;
}
