import { useEffect, useRef } from 'react';
import { confirmDiscard } from '../ui/confirm.ts';

/** Marks the history entry this hook adds, so it can tell its own entry from the page's. */
const GUARD = 'unsavedChangesGuard';

function onGuardEntry(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[GUARD] === true;
}

/**
 * Warns before a form with unsaved changes is left, asking the product's question
 * (`confirmDiscard`) before a link inside the site is followed or Back/Forward leaves the page;
 * closing or reloading the tab gets the browser's own "Leave site?" prompt (browsers show only their
 * own text there).
 *
 * Without React Router's data router (its blocker would add about 16 KB gzipped to every public
 * page's first load, over the budget), the history part works the classic way: while the form is
 * dirty the page holds one extra history entry for its own address, so Back first lands on the same
 * page, where the question is asked; Cancel puts the entry back, OK goes on back.
 */
export function useUnsavedChanges(unsaved: boolean): void {
  const wasUnsaved = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    if (!onGuardEntry()) {
      window.history.pushState(
        { ...(window.history.state as object), [GUARD]: true },
        '',
        window.location.href,
      );
    }
    let leaving = false;
    const onPop = () => {
      if (leaving || onGuardEntry()) return;
      if (confirmDiscard()) {
        leaving = true;
        window.history.back();
      } else {
        window.history.pushState(
          { ...(window.history.state as object), [GUARD]: true },
          '',
          window.location.href,
        );
      }
    };
    // Capture phase on the document: before React (which listens on its root) runs the link's own
    // navigation, so Cancel can stop it.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const to = new URL(link.href, window.location.href);
      // Leaving the site is the browser's prompt (beforeunload); the same page is no leaving.
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      if (!confirmDiscard()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved]);

  // Saved or closed while the page stays: take the extra entry away again, so Back leaves at once.
  useEffect(() => {
    if (wasUnsaved.current && !unsaved && onGuardEntry()) window.history.back();
    wasUnsaved.current = unsaved;
  }, [unsaved]);
}
