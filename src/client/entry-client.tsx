import './styles.css';
import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { defaultCommunity } from '../shared/community/defaults.ts';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../shared/page-state.ts';
import { todayIn } from '../shared/dates.ts';
import { App } from './app/App.tsx';
import type { InitialPage } from './app/PageOutlet.tsx';
import { AppRouter } from './app/router.tsx';
import { keepEarlyClicks } from './app/early-clicks.ts';

function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

const container = document.getElementById('root')!;
keepEarlyClicks(container);
const serverState = readPageState();
const state: PageState = serverState ?? {
  community: { ...defaultCommunity, mailEnabled: false },
  user: null,
  data: {},
  today: todayIn(defaultCommunity.timeZone),
  hydrate: false,
  page: null,
};

// The page's chunk is already on its way (the server lists it as a modulepreload); hydrating after
// it has loaded keeps hydration in one pass, with no fallback replacing the server's HTML. Its
// address comes from the server, so this entry names no page: it stays the same size however many
// pages the site has.
const pageModule = state.page
  ? ((await import(/* @vite-ignore */ state.page.url)) as { default: ComponentType })
  : null;
const initial: InitialPage = {
  pathname: window.location.pathname,
  page: state.page && pageModule && { ...state.page, Component: pageModule.default },
};
const app = (
  <StrictMode>
    <AppRouter>
      <App state={state} initial={initial} />
    </AppRouter>
  </StrictMode>
);

if (state.hydrate) hydrateRoot(container, app);
else createRoot(container).render(app);
