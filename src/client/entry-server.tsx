import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageState } from '../shared/page-state.ts';
import type { PagePath } from '../shared/routes.ts';
import { App } from './app/App.tsx';
import { PAGE_MODULES, pageSourceFile } from './app/pages.ts';
import { preloadAll } from './components/lazy/preloadable.tsx';

// Every page and lazy form is loaded before the first render, so pages are rendered whole.
await preloadAll();

/** Renders one page to HTML for the server; the browser hydrates the same tree. */
export function renderPage(url: string, state: PageState): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App state={state} />
      </StaticRouter>
    </StrictMode>,
  );
}

/** The source file of a page's component (its chunk in the build manifest). */
export function pageFile(path: PagePath): string {
  return pageSourceFile(PAGE_MODULES[path]);
}
