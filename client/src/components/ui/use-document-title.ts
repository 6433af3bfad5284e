// The browser tab names the page: "Sign in · Admin". A page, or the layout that knows
// the page, calls this with its title; leaving puts the product's name back. Without
// a title it leaves the tab alone, so a page's own title survives a layout that has none.
import { useEffect } from 'react';
import { PRODUCT_NAME } from './logo';

export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    if (!page) return;
    document.title = `${page} · ${PRODUCT_NAME}`;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [page]);
}
