// Loading as the user scrolls: `onVisible` runs when the element `ref` holds comes
// within `margin` of the viewport while `enabled`. Each time it is enabled again (a page
// has come in) it looks afresh, so a screen taller than the feed keeps loading pages
// until it is filled or the feed ends.
import { useEffect, useRef, type RefObject } from 'react';

export function useSentinel(
  ref: RefObject<Element | null>,
  onVisible: () => void,
  enabled: boolean,
  margin = '400px',
) {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, enabled, margin]);
}
