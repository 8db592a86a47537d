import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../shared/page-state.ts';

/** The built index.html, split at its placeholders once at start-up. */
export interface PageTemplate {
  render: (parts: { head: string; html: string; state: PageState }) => string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script type="application/json"> element: `<` escaped so no text can close it. */
function serializeState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const PLACEHOLDERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'] as const;

/**
 * Splits the built index.html at its placeholders once. Rendering then only joins strings, so no
 * text (a community name with `$\``, say) is ever read as a String.replace pattern.
 */
export function loadTemplate(clientDir: string): PageTemplate {
  const source = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
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
      `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializeState(state)}</script>` +
      rest,
  };
}

export function headTags({
  title,
  description,
  feeds = [],
}: {
  title: string;
  description: string;
  feeds?: { title: string; type: string; href: string }[];
}): string {
  const links = feeds.map(
    (feed) =>
      `\n    <link rel="alternate" type="${escapeHtml(feed.type)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
  );
  return `<title>${escapeHtml(title)}</title>\n    <meta name="description" content="${escapeHtml(description)}" />${links.join('')}`;
}
