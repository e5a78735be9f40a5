import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/** LIKE patterns treat %, _ and \ in the reader's text literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `column LIKE '%text%'` with the text taken literally, on SQLite and PostgreSQL alike. */
export const containsText = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} like ${`%${escapeLike(text)}%`} escape '\\'`;

/** The number of rows a filtered query would return. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number((row as { count: number | string }).count);
}

/** One page of a filtered query, read beside the count of all its rows. */
export async function pageRows<DB, TB extends keyof DB, O extends object, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  window: { offset: number; pageSize: number },
  read: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, total] = await Promise.all([
    read(base).limit(window.pageSize).offset(window.offset).execute(),
    countRows(base),
  ]);
  return { rows: rows as Row[], total };
}
