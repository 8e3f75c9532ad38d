/** The product's name; it is also the page title (docs/product.md §1). */
export const PRODUCT_NAME = 'Ojas';

/** Title for a page: the product name alone on home, else "Page · Ojas". */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
