/**
 * The form of an address a suggestion compares (docs/product/homes.md: a resident request's address is matched
 * to a home for the admin): beyond `addressKey`'s case and spacing, punctuation is dropped and the
 * common street words and directions are abbreviated as the US Postal Service does, so "12 Oak
 * Street SE" and "12 oak st. s.e." are one. Only a suggestion: the uniqueness rule stays `addressKey`.
 */
const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  boulevard: 'blvd',
  circle: 'cir',
  terrace: 'ter',
  parkway: 'pkwy',
  highway: 'hwy',
  trail: 'trl',
  loop: 'lp',
  square: 'sq',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'apt',
  suite: 'ste',
  number: '#',
};

export function addressMatchKey(address: string): string {
  return (
    address
      .toLowerCase()
      // "S.E." is one word, "SE"; the other punctuation separates words.
      .replace(/\b([nsew])\.\s*([ew])\.?/g, '$1$2')
      .replace(/[.,;:]/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ABBREVIATIONS[word] ?? word)
      .join(' ')
  );
}
