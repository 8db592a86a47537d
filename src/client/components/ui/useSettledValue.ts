import { useEffect, useState } from 'react';

/**
 * A value once it has stopped changing for `ms`: a search box that asks the server waits for a pause
 * in the typing instead of sending a request per keystroke.
 */
export function useSettledValue<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
