// Lists of records known by their id, as the pages show them.

/** A record as the server keeps it, known by its id. */
export interface Row {
  _id: string;
}

/** `rows` with `row` in place of the one with its id (a record the server just saved). */
export function replaceRow<R extends Row>(rows: readonly R[], row: R): R[] {
  return rows.map((entry) => (entry._id === row._id ? row : entry));
}

/** A page of rows, as an operator desk's list loads it. */
export interface RowPage {
  items: Row[];
}
