/** Runs one SQL text without parameters and answers its rows: pg's client and PGlite both fit. */
export type RunSql = <Row>(text: string) => Promise<Row[]>;

export interface TableRows {
  schema: string;
  table: string;
  rows: number;
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualifiedName = (t: { schema: string; table: string }) =>
  `${quoteIdentifier(t.schema)}.${quoteIdentifier(t.table)}`;

/** Every table outside PostgreSQL's own schemas (public, drizzle, …), in name order. */
export async function userTables(run: RunSql): Promise<{ schema: string; table: string }[]> {
  return run<{ schema: string; table: string }>(
    `select n.nspname as schema, c.relname as "table"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      order by 1, 2`,
  );
}

/** Every user table with its row count. */
export async function tableRowCounts(run: RunSql): Promise<TableRows[]> {
  const tables = await userTables(run);
  const counted: TableRows[] = [];
  for (const t of tables) {
    const [row] = await run<{ n: number }>(`select count(*)::int as n from ${qualifiedName(t)}`);
    counted.push({ ...t, rows: row?.n ?? 0 });
  }
  return counted;
}

const counted = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;

/** "52 tables, 12,345 rows" */
export function describeTables(tables: TableRows[]): string {
  return `${counted(tables.length, 'table')}, ${counted(
    tables.reduce((sum, t) => sum + t.rows, 0),
    'row',
  )}`;
}

/** "organizations has 64 rows": the fullest table, as an example of what a database holds. */
export function fullestTable(tables: TableRows[]): string | null {
  const fullest = tables.reduce<TableRows | null>((most, t) => (t.rows > (most?.rows ?? 0) ? t : most), null);
  return fullest ? `${fullest.table} has ${counted(fullest.rows, 'row')}` : null;
}
