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

export function loadTemplate(clientDir: string): PageTemplate {
  const source = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  return {
    render: ({ head, html, state }) =>
      source
        .replace('<!--app-head-->', head)
        .replace('<!--app-html-->', () => html)
        .replace(
          '<!--app-state-->',
          () =>
            `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializeState(state)}</script>`,
        ),
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
