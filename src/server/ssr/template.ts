import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../shared/page-state.ts';
import type { PageMeta } from './page-meta.ts';
import { PALETTE_ELEMENT_ID, derivePalette, paletteCss } from '../../shared/theme.ts';

/** The built index.html, split at its placeholders once at start-up. */
export interface PageTemplate {
  render: (parts: { head: string; html: string; state: PageState }) => string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON inside a data <script> element (the page state, JSON-LD): `<` escaped so no text can close
 * the element. Such elements are data, not script: the CSP's script-src does not apply to them.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const PLACEHOLDERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'] as const;

/**
 * The stylesheet is the one file that holds up the first paint: the build puts its link last in the
 * head, after the page's title, meta tags and a dozen script preloads, which the browser then asks
 * for first and which share the phone's bandwidth with it. Moved before them (Lighthouse mobile,
 * issue 11: render-blocking request finished after the scripts).
 */
function stylesheetsFirst(html: string): string {
  const links = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  if (links.length === 0) return html;
  let rest = html;
  for (const link of links) rest = rest.replace(link, '');
  return rest.replace(
    PLACEHOLDERS[0],
    `${links.map((l) => l.trim()).join('\n    ')}\n    ${PLACEHOLDERS[0]}`,
  );
}

/**
 * Splits the built index.html at its placeholders once. Rendering then only joins strings, so no
 * text (a community name with `$\``, say) is ever read as a String.replace pattern.
 */
export function loadTemplate(clientDir: string): PageTemplate {
  const source = stylesheetsFirst(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  const parts: string[] = [];
  let rest = source;
  for (const placeholder of PLACEHOLDERS) {
    const at = rest.indexOf(placeholder);
    if (at < 0) throw new Error(`index.html has no ${placeholder} placeholder`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + placeholder.length);
  }
  const [beforeHead, beforeHtml, beforeState] = parts as [string, string, string];
  return {
    render: ({ head, html, state }) =>
      beforeHead +
      head +
      beforeHtml +
      html +
      beforeState +
      `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(state)}</script>` +
      rest,
  };
}

/** A page's head: title, description, canonical address, link preview, icons, structured data. */
export function headTags(meta: PageMeta): string {
  const tag = (name: string, attributes: Record<string, string | number | undefined>) =>
    `<${name} ${Object.entries(attributes)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}="${escapeHtml(String(value))}"`)
      .join(' ')} />`;
  const property = (key: string, content: string | number | undefined) =>
    content === undefined ? null : tag('meta', { property: key, content });
  const named = (key: string, content: string) => tag('meta', { name: key, content });
  const { image } = meta;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    meta.url ? tag('link', { rel: 'canonical', href: meta.url }) : null,
    meta.indexed ? null : named('robots', 'noindex'),
    property('og:type', meta.type),
    property('og:site_name', meta.siteName),
    property('og:title', meta.previewTitle),
    property('og:description', meta.description),
    property('og:url', meta.url ?? undefined),
    property('og:image', image.url),
    property('og:image:width', image.width),
    property('og:image:height', image.height),
    property('og:image:alt', image.alt),
    property('og:locale', 'en_US'),
    property('article:published_time', meta.published),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.previewTitle),
    named('twitter:description', meta.description),
    named('twitter:image', image.url),
    named('twitter:image:alt', image.alt),
    named('theme-color', meta.themeColor),
    // The community's palette over the stylesheet's default one (`html:root` outranks the theme's `:root`).
    `<style id="${PALETTE_ELEMENT_ID}">html:root{${paletteCss(derivePalette(meta.themeColor))}}</style>`,
    tag('link', { rel: 'icon', href: meta.icons.favicon, sizes: '48x48' }),
    meta.icons.svg ? tag('link', { rel: 'icon', type: 'image/svg+xml', href: meta.icons.svg }) : null,
    tag('link', { rel: 'apple-touch-icon', href: meta.icons.appleTouch }),
    tag('link', { rel: 'manifest', href: '/manifest.webmanifest' }),
    ...meta.feeds.map((feed) =>
      tag('link', { rel: 'alternate', type: feed.type, title: feed.title, href: feed.href }),
    ),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter((t) => t !== null).join('\n    ');
}
