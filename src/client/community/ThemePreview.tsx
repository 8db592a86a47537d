import { PALETTE_ELEMENT_ID, contrast, derivePalette, isHexColour, paletteCss } from '../../shared/theme.ts';

/** Repaints this page with a saved colour's palette, as the server will render every page from now. */
export function showPalette(themeColor: string): void {
  const element = document.getElementById(PALETTE_ELEMENT_ID);
  if (element) element.textContent = `html:root{${paletteCss(derivePalette(themeColor))}}`;
}

/**
 * What the chosen colour becomes: the colour buttons and links will use, said in words too, and
 * whether it had to be darkened to keep text readable.
 */
export function ThemePreview({ colour }: { colour: string }) {
  if (!isHexColour(colour)) return null;
  const used = derivePalette(colour)[800];
  const darkened = used !== colour.toLowerCase();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700" aria-live="polite">
      <span
        aria-hidden="true"
        className="inline-flex h-9 items-center rounded-md px-3 font-semibold text-white"
        style={{ backgroundColor: used }}
      >
        Button
      </span>
      <span>
        Buttons and links will use <strong className="font-mono">{used}</strong>
        {darkened
          ? `, a darker shade of ${colour}: white text on ${colour} would have a contrast of only ${contrast(colour, '#ffffff').toFixed(1)}:1.`
          : ` (white text on it: ${contrast(used, '#ffffff').toFixed(1)}:1).`}
      </span>
    </div>
  );
}
