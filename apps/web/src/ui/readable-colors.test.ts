import { DEFAULT_THEME } from '@mantine/core';
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

  it('sets the text, light-variant, outline and error colours Mantine reads', () => {
    const variables = readableColorVariables({ red: DEFAULT_THEME.colors.red, teal: DEFAULT_THEME.colors.teal });
    expect(Object.keys(variables).sort()).toEqual([
      '--mantine-color-error',
      '--mantine-color-red-light-color',
      '--mantine-color-red-outline',
      '--mantine-color-red-text',
      '--mantine-color-teal-light-color',
      '--mantine-color-teal-outline',
      '--mantine-color-teal-text',
    ]);
    expect(contrastRatio(variables['--mantine-color-error'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
