// The browser tab names the page: "Sign in · Admin". A page, or the layout that
// knows the page, calls this with its own title; leaving resets the tab to the
// product's name, so no page keeps the previous one's title.
import { useEffect } from 'react';
import { PRODUCT_NAME } from './logo';

export function documentTitle(page?: string | null): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [page]);
}
