import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmDiscard } from '../ui/confirm.ts';

/**
 * Warns before a form with unsaved changes is left: a navigation inside the site (a link, Back or
 * Forward) waits for the product's confirmation through React Router's blocker, and closing or
 * reloading the tab gets the browser's own "Leave site?" prompt (browsers show only their own text).
 */
export function useUnsavedChanges(unsaved: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (confirmDiscard()) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
