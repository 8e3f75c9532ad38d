/** YYYY-MM-DD, `years` before today (for ages on either side of 18). */
export function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}
