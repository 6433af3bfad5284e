// A function that keeps its identity across renders and always calls the latest
// `fn` given: handlers for memoised children (the notes' cards).
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useLatest<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
