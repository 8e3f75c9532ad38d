// Route parameters as the pages read them.

/** A route parameter decoded as the pages decode it; a malformed one is kept as it came. */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
