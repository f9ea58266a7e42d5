import { describe, expect, it } from 'vitest';
import { ThemeConfigSchema } from './platforms.schemas';
import { buildColorScale, isHexColour, textColorOn } from './theme.rules';

describe('isHexColour', () => {
  it('accepts six-digit #RRGGBB only', () => {
    expect(isHexColour('#18347e')).toBe(true);
    expect(isHexColour('#ABCDEF')).toBe(true);
    for (const bad of ['18347e', '#fff', '#18347e0', '#gggggg', 'red', '']) expect(isHexColour(bad), bad).toBe(false);
  });
});

describe('textColorOn', () => {
  it('chooses white on dark colours and black on light ones, at the 186 threshold', () => {
    expect(textColorOn('#18347e')).toBe('#ffffff');
    expect(textColorOn('#2c77ff')).toBe('#ffffff');
    expect(textColorOn('#ffd43b')).toBe('#000000');
    expect(textColorOn('#f2b134')).toBe('#ffffff');
    expect(textColorOn('#ffffff')).toBe('#000000');
    // 186 exactly is not above the threshold; 187 is.
    expect(textColorOn('#bababa')).toBe('#ffffff');
    expect(textColorOn('#bbbbbb')).toBe('#000000');
  });
});

describe('buildColorScale', () => {
  it('gives ten shades from light to dark with the colour itself at index 6', () => {
    const scale = buildColorScale('#18347E');
    expect(scale).toHaveLength(10);
    expect(scale[6]).toBe('#18347e');
    expect(scale.every(isHexColour)).toBe(true);
    const brightness = (hex: string) => Number.parseInt(hex.slice(1), 16) & 0xff;
    expect(brightness(scale[0] ?? '')).toBeGreaterThan(brightness(scale[9] ?? ''));
  });
});

describe('ThemeConfigSchema', () => {
  it('defaults to #18347e / #2c77ff and refuses colours that are not #RRGGBB', () => {
    expect(ThemeConfigSchema.parse({})).toEqual({ primaryColor: '#18347e', secondaryColor: '#2c77ff' });
    expect(ThemeConfigSchema.safeParse({ primaryColor: 'blue' }).success).toBe(false);
  });
});
