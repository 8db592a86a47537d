/**
 * The form of an address that decides whether two are the same home: lower case, spacing collapsed
 * and trimmed ("12  Oak St" and "12 oak st" are one home). Abbreviations are left as typed here (a
 * suggestion may match "St" to "Street"; a uniqueness rule that did would refuse real addresses).
 */
export function addressKey(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}
