import { useState } from 'react';
import type { EventWithOccurrences } from '../../shared/events/events.ts';
import { failure, failureText } from '../transport/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { setDayCancelled } from './api.ts';
import { formatDay } from './format.ts';

const FAILED = failure.serverFirst('Failed to change the event');

/**
 * Cancelling and restoring one day of a repeating event from the lists that show it: the handler
 * for the event cards (admins only, as the API is), what the last change did and its failure.
 */
export function useDayCancellation(reload: () => void) {
  const { can } = useAuth();
  const mayWrite = can('events.write');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const setCancelled = async (event: EventWithOccurrences, day: string, cancelled: boolean) => {
    setError(null);
    setDone(null);
    try {
      await setDayCancelled(event.id, day, cancelled);
      const when = formatDay(day, true);
      setDone(cancelled ? `${event.title} is cancelled on ${when}.` : `${event.title} is back on ${when}.`);
      reload();
    } catch (failed) {
      setError(failureText(FAILED, failed));
    }
  };

  return { onSetCancelled: mayWrite ? setCancelled : undefined, error, done };
}
