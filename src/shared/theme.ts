/**
 * The community's colours: one setting, `themeColor`, becomes the palette every page is drawn
 * with (the `brand-50` ... `brand-950` tokens of `src/client/styles.css`). The server writes the
 * palette into each page's head as CSS variables, so a board changes the header, the buttons, the
 * links and the focus accents of every page by changing one setting.
 *
 * Whatever colour is chosen, text stays readable: the shades that carry text or sit behind white
 * text (700-950) are darkened until they keep at least 4.5:1 (WCAG 2.x AA) against white and
 * against the light tints (50, 100) they are paired with; 600, used for rings and dots, keeps 3:1
 * against white (non-text contrast). The chosen colour is shade 800 (the header's accents and the
 * buttons) when it already passes, else the nearest darker colour of the same hue that does.
 * The shades follow Tailwind's emerald scale in OKLCH, so the default (#065f46) gives the site's
 * original look. `test/unit/theme.test.ts` checks the contrasts for any colour.
 */

export const BRAND_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];
export type BrandPalette = Record<BrandShade, string>;

/** The least contrast text keeps against its background (WCAG 2.x AA, normal text). */
export const TEXT_CONTRAST = 4.5;
/** The least contrast of a ring, a dot or a border that carries meaning (WCAG 2.1, 1.4.11). */
export const NON_TEXT_CONTRAST = 3;

/** Lightness and chroma of Tailwind's emerald scale (OKLCH): the shape every palette takes. */
const SCALE: Record<BrandShade, readonly [number, number]> = {
  50: [0.979, 0.021],
  100: [0.95, 0.052],
  200: [0.905, 0.093],
  300: [0.845, 0.143],
  400: [0.765, 0.177],
  500: [0.696, 0.17],
  600: [0.596, 0.145],
  700: [0.508, 0.118],
  800: [0.432, 0.095],
  900: [0.378, 0.077],
  950: [0.262, 0.051],
};
/** The chroma of the scale's shade 800, which the chosen colour's chroma is measured against. */
const ANCHOR_CHROMA = SCALE[800][1];

type Rgb = [number, number, number];
interface Lch {
  l: number;
  c: number;
  h: number;
}

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055) * 255;

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function hexToLch(hex: string): Lch {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

/** Linear sRGB of an OKLCH colour; may lie outside 0..1 when the colour is out of gamut. */
function lchToLinear({ l, c, h }: Lch): Rgb {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l_ = (l + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m_ = (l - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s_ = (l - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** The colour of that lightness and hue, with as much of the chroma as sRGB can show. */
function lchToHex(colour: Lch): string {
  const l = Math.min(1, Math.max(0, colour.l));
  let low = 0;
  let high = Math.max(0, colour.c);
  if (!inGamut(lchToLinear({ l, c: high, h: colour.h }))) {
    for (let i = 0; i < 24; i += 1) {
      const mid = (low + high) / 2;
      if (inGamut(lchToLinear({ l, c: mid, h: colour.h }))) low = mid;
      else high = mid;
    }
    high = low;
  }
  const rgb = lchToLinear({ l, c: high, h: colour.h });
  return rgbToHex(
    rgb.map((v) => Math.round(Math.min(255, Math.max(0, fromLinear(Math.min(1, Math.max(0, v))))))) as Rgb,
  );
}

/** Darker and darker versions of `colour` (same hue and chroma) until `passes` accepts one. */
function darkenUntil(colour: Lch, passes: (hex: string) => boolean): string {
  for (let l = colour.l; l > 0; l -= 0.005) {
    const hex = lchToHex({ ...colour, l });
    if (passes(hex)) return hex;
  }
  return '#000000';
}

const cache = new Map<string, BrandPalette>();

/** The palette drawn from one `#rrggbb` colour (anything else gives the default's palette). */
export function derivePalette(themeColor: string): BrandPalette {
  const chosen = isHexColour(themeColor) ? themeColor.toLowerCase() : '#065f46';
  const known = cache.get(chosen);
  if (known) return known;

  const base = hexToLch(chosen);
  const chromaScale = Math.min(base.c / ANCHOR_CHROMA, 2.5);
  const shade = (s: BrandShade, l = SCALE[s][0]): Lch => ({ l, c: SCALE[s][1] * chromaScale, h: base.h });
  const palette = {} as BrandPalette;
  for (const s of BRAND_SHADES) palette[s] = lchToHex(shade(s));

  // The dark shades carry text and sit behind white text: at least 4.5:1 against white and the
  // light tints. The chosen colour is 800 itself when it passes; 900 and 950 stay darker than it.
  const readable = (hex: string) =>
    contrast(hex, '#ffffff') >= TEXT_CONTRAST &&
    contrast(hex, palette[50]) >= TEXT_CONTRAST &&
    contrast(hex, palette[100]) >= TEXT_CONTRAST;
  palette[800] = readable(chosen) ? chosen : darkenUntil({ ...base, l: Math.min(base.l, 1) }, readable);
  const l800 = hexToLch(palette[800]).l;
  palette[900] = darkenUntil(shade(900, Math.min(SCALE[900][0], l800 - 0.054)), readable);
  palette[950] = darkenUntil(shade(950, Math.min(SCALE[950][0], l800 - 0.17)), readable);
  palette[700] = darkenUntil(shade(700), readable);
  palette[600] = darkenUntil(shade(600), (hex) => contrast(hex, '#ffffff') >= NON_TEXT_CONTRAST);

  if (cache.size > 16) cache.clear();
  cache.set(chosen, palette);
  return palette;
}

/** The id of the `<style>` element in every page's head that holds the community's palette. */
export const PALETTE_ELEMENT_ID = 'brand-palette';

/** The palette as the CSS custom properties the `brand-*` tokens read. */
export function paletteCss(palette: BrandPalette): string {
  return BRAND_SHADES.map((s) => `--color-brand-${s}:${palette[s]}`).join(';');
}
