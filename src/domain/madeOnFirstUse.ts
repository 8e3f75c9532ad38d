/**
 * A value made when first asked for, then kept: for a costly object a module may never use, so
 * loading the module does not make it. The browser's first date or number format loads its locale
 * data, tens of milliseconds on a phone, which a page that shows no date should not pay while the
 * app's code is evaluated.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
