import { type RawBuilder, sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { containsPattern, ftsPhrase, keywordLength, prefixPattern } from '../search/index.ts';

/**
 * Title search of posts and questions, as courses are searched (decision 0008): an FTS5 trigram phrase
 * for 3+ characters on SQLite, else a literal LIKE (ILIKE on PostgreSQL when the keyword has cased
 * letters, served by the pg_trgm index).
 */
export function titleSearch(engine: Engine, table: 'blog' | 'question') {
  const like = (keyword: string) =>
    engine === 'postgres' && keyword.toLowerCase() !== keyword.toUpperCase() ? sql.raw('ilike') : sql.raw('like');
  const column = sql.ref(`${table}.title`);
  return {
    matches(keyword: string): RawBuilder<boolean> {
      if (engine === 'sqlite' && keywordLength(keyword) >= 3) {
        return sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.raw(`${table}_fts`)} where ${sql.raw(`${table}_fts`)} match ${ftsPhrase(keyword)})`;
      }
      return sql<boolean>`${column} ${like(keyword)} ${containsPattern(keyword)} escape '\\'`;
    },
    /** 0 for titles starting with the keyword, so they come first. */
    startsFirst: (keyword: string) =>
      sql<number>`case when ${column} ${like(keyword)} ${prefixPattern(keyword)} escape '\\' then 0 else 1 end`,
  };
}
