import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageState } from '../shared/page-state.ts';
import type { PageModuleName } from '../shared/routes.ts';
import { App } from './app/App.tsx';
import { PAGE_LOADERS, pageSourceFile } from './app/page-loaders.ts';
import { AppRouter } from './app/router.tsx';
import { preloadAll } from './components/lazy/preloadable.tsx';

// Every page and lazy form is loaded before the first render, so pages are rendered whole.
const PAGES = new Map<string, ComponentType>(
  await Promise.all(
    Object.entries(PAGE_LOADERS).map(async ([name, load]) => [name, (await load()).default] as const),
  ),
);
await preloadAll();

/** Renders one page to HTML for the server; the browser hydrates the same tree. */
export function renderPage(url: string, state: PageState): string {
  const pathname = url.split('?')[0] ?? '/';
  const page = state.page && { ...state.page, Component: PAGES.get(state.page.module)! };
  return renderToString(
    <StrictMode>
      <AppRouter url={url}>
        <App state={state} initial={{ pathname, page }} />
      </AppRouter>
    </StrictMode>,
  );
}

/** The source file of a page's component (its chunk in the build manifest). */
export function pageFile(page: PageModuleName): string {
  return pageSourceFile(page);
}
