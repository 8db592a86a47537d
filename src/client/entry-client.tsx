import './styles.css';
import { StrictMode } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { defaultCommunity } from '../shared/community-defaults.ts';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../shared/page-state.ts';
import { todayIn } from '../shared/dates.ts';
import { matchPageRoute, type PagePath } from '../shared/routes.ts';
import { App } from './app/App.tsx';
import { PAGES } from './app/pages.ts';
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
  community: defaultCommunity,
  user: null,
  data: {},
  today: todayIn(defaultCommunity.timeZone),
  hydrate: false,
};
const app = (
  <StrictMode>
    <BrowserRouter>
      <App state={state} />
    </BrowserRouter>
  </StrictMode>
);

// The page's chunk is already on its way (the server lists it as a modulepreload); hydrating after
// it has loaded keeps hydration in one pass, with no fallback replacing the server's HTML.
const match = matchPageRoute(window.location.pathname);
if (match) await PAGES[match.route.path as PagePath].preload();

if (state.hydrate) hydrateRoot(container, app);
else createRoot(container).render(app);
