import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { buildColorScale } from '@opencall/shared/platforms';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColorVariables, readableShade } from './readable-colors';

describe('readable coloured text', () => {
  it('gives every Mantine palette a text colour of at least 4.5:1 on white and on its light background', () => {
    for (const scale of Object.values(DEFAULT_THEME.colors)) {
      const text = readableShade(scale);
      expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, scale[1])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a dark platform colour as it is, and darkens a pale one until it reads', () => {
    expect(readableShade(buildColorScale('#18347e'))).toBe('#18347e');
    const pale = readableShade(buildColorScale('#ffd43b'));
    expect(contrastRatio(pale, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('sets the text, light-variant, outline, filled, error and red menu item colours Mantine reads, filled ones but the platform’s', () => {
    const variables = readableColorVariables(
      { red: DEFAULT_THEME.colors.red, platform: buildColorScale('#18347e') as unknown as MantineColorsTuple },
      ['platform'],
    );
    expect(Object.keys(variables).sort()).toEqual([
      '--mantine-color-error',
      '--mantine-color-platform-light-color',
      '--mantine-color-platform-outline',
      '--mantine-color-platform-text',
      '--mantine-color-red-6',
      '--mantine-color-red-filled',
      '--mantine-color-red-filled-hover',
      '--mantine-color-red-light-color',
      '--mantine-color-red-outline',
      '--mantine-color-red-text',
    ]);
    expect(contrastRatio('#ffffff', variables['--mantine-color-red-filled'] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables['--mantine-color-error'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The sign-out item of the account menu (Menu.Item color="red" is drawn in var(--mantine-color-red-6)).
    expect(contrastRatio(variables['--mantine-color-red-6'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
