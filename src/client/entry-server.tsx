import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageState } from '../shared/page-state.ts';
import { App } from './app/App.tsx';
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
