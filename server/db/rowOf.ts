// The row a select of named columns answers, as a type a mapper can take: drizzle infers it only
// at the query itself.
import type { Column } from 'drizzle-orm';

export type RowOf<Columns extends Record<string, Column>> = { [K in keyof Columns]: Columns[K]['_']['data'] };
