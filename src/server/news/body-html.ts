import MarkdownIt from 'markdown-it';

/**
 * A news body as HTML (docs/product/news-uploads-contact.md, "News bodies"; why on the server:
 * docs/decisions/news-bodies.md). Staff write a small Markdown subset:
 * paragraphs (a blank line), line breaks, links, *emphasis* and **strong**, bulleted and numbered
 * lists. Everything else is text: raw HTML is escaped (`html: false`), headings, images, code,
 * tables and quotes are not parsed, and a link leads only to http(s) or mailto.
 */
const markdown = new MarkdownIt('zero', { html: false, breaks: true, linkify: true }).enable([
  'list',
  'link',
  'autolink',
  'linkify',
  'emphasis',
  'newline',
  'escape',
  'entity',
]);

// A bare "example.com" stays text: only addresses written with their scheme become links.
markdown.linkify.set({ fuzzyLink: false, fuzzyEmail: false });

const SAFE_LINK = /^(https?:|mailto:)/i;

// markdown-it's own check refuses javascript:, vbscript:, file: and most data:; this one allows only
// the schemes a notice needs, so a relative or odd address stays text.
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index]!.attrSet('rel', 'noopener noreferrer');
  return self.renderToken(tokens, index, options);
};

/** The body's safe HTML, or null when there is no body. */
export function renderNewsBody(body: string | null): string | null {
  return body ? markdown.render(body).trim() : null;
}
