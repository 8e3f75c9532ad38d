import { useEffect } from 'react';
import { pageTitle } from '@domain/product';

/** Sets the document title: the page's name with the product name, or the product name alone. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
