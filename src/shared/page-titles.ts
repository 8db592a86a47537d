/** The document title of a page titled `part`: the part, then the community's name. */
export function titled(part: string, communityName: string): string {
  return `${part} | ${communityName}`;
}

/** The 404 page's title (an unknown address, or a record that does not exist). */
export function notFoundTitle(communityName: string): string {
  return titled('Page not found', communityName);
}
