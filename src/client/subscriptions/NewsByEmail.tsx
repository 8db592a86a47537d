import { Suspense } from 'react';
import { preloadable } from '../components/lazy/preloadable.tsx';

// The form is a chunk of its own: the footer is part of every page's first load, whose budget has
// no room for it. The server renders it whole and the browser hydrates it when the chunk arrives;
// until then the server's form stays on screen (after a client-side navigation: nothing, briefly).
const SubscribeForm = preloadable(async () => (await import('./SubscribeForm.tsx')).SubscribeForm);

/** The news-by-email form of the footer and the news page. */
export function NewsByEmail(props: { idPrefix: string; name: string; dark?: boolean }) {
  return (
    <Suspense>
      <SubscribeForm {...props} />
    </Suspense>
  );
}
