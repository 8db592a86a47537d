/** How long a preview's description may be: about what chat previews and search results show. */
export const DESCRIPTION_LENGTH = 200;

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * A text shortened for a link preview: whole sentences (Intl.Segmenter finds them) as long as they
 * fit; a first sentence that is longer on its own is cut at a word, with an ellipsis.
 */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  let kept = '';
  for (const { segment } of sentences.segment(flat)) {
    if ((kept + segment).trimEnd().length > max) break;
    kept += segment;
  }
  if (kept.trim()) return kept.trim();
  // The segmenter joins "place. 262 homes" (a sentence opening with a digit): a stop then a space.
  const stop = flat.slice(0, max + 1).search(/[.!?](?=\s[^.!?]*$)/);
  if (stop > 0) return flat.slice(0, stop + 1);
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
