/**
 * '12,34,567': a whole number with Indian digit grouping (the last three digits, then pairs), as
 * the 'en-IN' number format writes it. Written out rather than asked of Intl: a page's first Intl
 * format loads the browser's locale data (12-20 ms on this machine, several times that on a
 * phone), which every page would pay at start for its prices and counts.
 */
export function indianDigits(whole: number): string {
  const digits = String(Math.abs(Math.round(whole)));
  const lastThree = digits.slice(-3);
  const lead = digits.slice(0, -3);
  const grouped = lead ? `${lead.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return whole <= -0.5 ? `-${grouped}` : grouped;
}
