// node-postgres's value serialiser (its package ships no types for it): ./pgliteOneTrip sends
// parameters as node-postgres does.
declare module 'pg/lib/utils' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
