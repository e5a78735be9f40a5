import { sql, type RawBuilder } from 'kysely';

/** LIKE patterns treat %, _ and \ in the reader's text literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `column LIKE '%text%'` with the text taken literally, on SQLite and PostgreSQL alike. */
export const containsText = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} like ${`%${escapeLike(text)}%`} escape '\\'`;
