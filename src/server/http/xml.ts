/**
 * What XML 1.0 allows in a document: anything else (control characters, lone surrogates, U+FFFE)
 * makes the whole document unreadable, so it is dropped. The API refuses such text today; rows
 * stored before that rule may still hold some.
 */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an XML document (the news feed, the sitemap): markup characters escaped, the rest kept. */
export function xml(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '').replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
