import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRAND_SHADES,
  NON_TEXT_CONTRAST,
  TEXT_CONTRAST,
  contrast,
  derivePalette,
  luminance,
  paletteCss,
} from '../../src/shared/theme.ts';

const WHITE = '#ffffff';
const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('the palette drawn from the community colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast(WHITE, WHITE)).toBe(1);
    expect(contrast('#767676', WHITE)).toBeCloseTo(4.54, 2);
  });

  it('keeps text readable whatever colour is chosen', () => {
    fc.assert(
      fc.property(hexColour, (colour) => {
        const palette = derivePalette(colour);
        for (const s of BRAND_SHADES) expect(palette[s], `${colour} ${s}`).toMatch(/^#[0-9a-f]{6}$/);
        // Text on white, white text on the shade, and text on (or over) the light tints.
        for (const dark of [700, 800, 900, 950] as const) {
          for (const light of [WHITE, palette[50], palette[100]]) {
            expect(contrast(palette[dark], light), `${colour}: ${dark} on ${light}`).toBeGreaterThanOrEqual(
              TEXT_CONTRAST,
            );
          }
        }
        expect(contrast(palette[600], WHITE), `${colour}: 600`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        // The scale runs from light to dark where the site layers them.
        expect(luminance(palette[50])).toBeGreaterThanOrEqual(luminance(palette[100]));
        expect(luminance(palette[100])).toBeGreaterThan(luminance(palette[800]));
        expect(luminance(palette[900])).toBeLessThanOrEqual(luminance(palette[800]));
        expect(luminance(palette[950])).toBeLessThanOrEqual(luminance(palette[900]));
      }),
      { numRuns: 500 },
    );
  });

  it('uses the chosen colour itself for buttons and links when it is dark enough', () => {
    expect(derivePalette('#065f46')[800]).toBe('#065f46');
    expect(derivePalette('#1D4ED8')[800]).toBe('#1d4ed8');
  });

  it('darkens a colour too light for white text, keeping its hue', () => {
    const palette = derivePalette('#ffd700');
    expect(palette[800]).not.toBe('#ffd700');
    expect(contrast(palette[800], WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(palette[800].slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(r).toBeGreaterThan(b);
    expect(g).toBeGreaterThan(b);
  });

  it('gives the default palette (close to Tailwind emerald) for the default colour', () => {
    const palette = derivePalette('#065f46');
    expect(contrast(palette[950], '#022c22')).toBeLessThan(1.2);
    expect(contrast(palette[50], '#ecfdf5')).toBeLessThan(1.05);
    expect(paletteCss(palette)).toContain('--color-brand-800:#065f46');
  });
});
