/**
 * A query on the hot path: SQL text with $n parameters, built once when its module loads.
 * On a PostgreSQL server it runs as a named prepared statement, so each connection parses and
 * plans it once instead of on every request (the `Row` type is what one row looks like).
 */
export interface Statement<Row> {
  readonly name: string;
  readonly text: string;
  /** Phantom: carries the row type only. */
  readonly row?: Row;
}

export function statement<Row>(name: string, text: string): Statement<Row> {
  return { name, text: text.replace(/\s+/g, ' ').trim() };
}
