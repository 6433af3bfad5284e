// The chat app fills the window below the shell's header, whatever the layout: the
// list and the conversation scroll inside it, and the page's footer stays in view.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Below this the app keeps its height and the page scrolls instead (a phone on its side). */
const MIN_HEIGHT = 448;

/** What lies below the app in the page: the main area's padding, the footer, the frame's edge. */
function spaceBelow(element: HTMLElement): number {
  const main = element.closest('main');
  const padding = main ? parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
  const footer = document.querySelector('footer');
  if (!footer) return padding;
  // The layout's own frame around the footer (the centered layout's margin, a border).
  const frame = footer.closest('[data-layout]');
  const afterFooter = frame
    ? Math.max(frame.getBoundingClientRect().bottom - footer.getBoundingClientRect().bottom, 0)
    : 0;
  return padding + footer.offsetHeight + afterFooter;
}

/** The height, in pixels, that makes `ref`'s element end where the window does. */
export function useFillHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const next = Math.max(Math.floor(window.innerHeight - top - spaceBelow(element)), MIN_HEIGHT);
      setHeight((current) =>
        current !== undefined && Math.abs(current - next) < 2 ? current : next,
      );
    };
    fit();
    // The window, or the shell around the app (a layout, the navigation folding), changes.
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [ref]);
  return height;
}
