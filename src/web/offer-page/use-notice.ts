import { useCallback, useRef, useState } from 'react';

/** A notice that goes away after 3 s. */
export function useNotice<T>(): [T | null, (notice: T) => void] {
  const [notice, setNotice] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((next: T) => {
    window.clearTimeout(timer.current);
    setNotice(next);
    timer.current = window.setTimeout(() => setNotice(null), 3000);
  }, []);
  return [notice, show];
}
