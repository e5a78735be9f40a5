import { type CreateTableBuilder, sql } from 'kysely';
import {
  type AnyDb,
  businessColumns,
  createdColumns,
  createIndexes,
  dropTables,
  isPostgres,
} from '../../../db/migrations/columns.ts';

/**
 * The community (issue 14, decision 0026): labels, bloggers and follows, articles (blogs and info),
 * questions, comments and answers, likes and collects, article zones, sensitive words, per-school
 * limits and the authors' pending digests; plus title search (FTS5 trigram on SQLite, pg_trgm GIN on
 * PostgreSQL, as for courses in decision 0008).
 */

const moderatedColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('audit_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('review_reasons', 'varchar(1000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('hot_score', 'bigint', (c) => c.notNull().defaultTo(0));

export async function up(db: AnyDb): Promise<void> {
  await businessColumns(db.schema.createTable('community_label'))
    .addColumn('label_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('label_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'community_label', [['community_label_site_idx', ['site_id', 'label_type', 'sort']]]);

  await businessColumns(db.schema.createTable('blogger'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('blogger_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('head_img_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('introduce', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('count_posts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_fans', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_follows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('muted_until', 'bigint', (c) => c.notNull().defaultTo(0))
    // One blogger per user: a second save meets this and answers 409.
    .addUniqueConstraint('blogger_user_unique', ['site_id', 'user_id'])
    .execute();
  await createIndexes(db, 'blogger', [['blogger_rank_idx', ['site_id', 'is_recommend', 'count_fans']]]);

  await createdColumns(db.schema.createTable('blogger_follow'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('blogger_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('blogger_follow_unique', ['site_id', 'user_id', 'blogger_id'])
    .execute();
  await createIndexes(db, 'blogger_follow', [['blogger_follow_fans_idx', ['site_id', 'blogger_id', 'id']]]);

  await moderatedColumns(businessColumns(db.schema.createTable('blog')))
    .addColumn('article_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('blogger_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('operator_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('cover_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('label_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_original', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('source_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('blog_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('publish_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('count_view', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_like', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_collect', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_comment', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Public lists read in index order: latest (pinned first), hot, by label, by blogger.
  await createIndexes(db, 'blog', [
    ['blog_latest_idx', ['site_id', 'article_type', 'is_public', 'is_top', 'publish_time', 'id']],
    ['blog_hot_idx', ['site_id', 'article_type', 'is_public', 'hot_score', 'id']],
    ['blog_label_latest_idx', ['site_id', 'label_id', 'is_public', 'is_top', 'publish_time', 'id']],
    ['blog_label_hot_idx', ['site_id', 'label_id', 'is_public', 'hot_score', 'id']],
    ['blog_blogger_idx', ['site_id', 'blogger_id', 'is_public', 'publish_time', 'id']],
    ['blog_user_idx', ['site_id', 'user_id', 'id']],
    ['blog_hash_idx', ['site_id', 'content_hash']],
    ['blog_audit_idx', ['site_id', 'audit_status', 'id']],
  ]);

  await moderatedColumns(businessColumns(db.schema.createTable('question')))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('label_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_solved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accepted_comment_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('count_view', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_answer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_like', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_collect', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_activity_time', 'bigint', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'question', [
    ['question_activity_idx', ['site_id', 'is_public', 'is_top', 'last_activity_time', 'id']],
    ['question_latest_idx', ['site_id', 'is_public', 'is_top', 'id']],
    ['question_hot_idx', ['site_id', 'is_public', 'hot_score', 'id']],
    ['question_label_idx', ['site_id', 'label_id', 'is_public', 'last_activity_time']],
    ['question_user_idx', ['site_id', 'user_id', 'id']],
    ['question_hash_idx', ['site_id', 'content_hash']],
    ['question_audit_idx', ['site_id', 'audit_status', 'id']],
  ]);

  await businessColumns(db.schema.createTable('community_comment'))
    .addColumn('target_type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('target_author_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('audit_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('review_reasons', 'varchar(1000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('count_reply', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndexes(db, 'community_comment', [
    ['community_comment_target_idx', ['site_id', 'target_type', 'target_id', 'parent_id', 'id']],
    ['community_comment_user_idx', ['site_id', 'user_id', 'target_type', 'id']],
    ['community_comment_author_idx', ['site_id', 'target_author_id', 'target_type', 'id']],
    ['community_comment_hash_idx', ['site_id', 'user_id', 'content_hash']],
    ['community_comment_audit_idx', ['site_id', 'audit_status', 'id']],
  ]);

  await createdColumns(db.schema.createTable('community_record'))
    .addColumn('target_type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('op_type', 'integer', (c) => c.notNull())
    .addUniqueConstraint('community_record_unique', ['site_id', 'target_type', 'target_id', 'user_id', 'op_type'])
    .execute();
  await createIndexes(db, 'community_record', [
    ['community_record_user_idx', ['site_id', 'user_id', 'target_type', 'op_type', 'id']],
  ]);

  await businessColumns(db.schema.createTable('article_zone'))
    .addColumn('zone_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('zone_desc', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('zone_location', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'article_zone', [['article_zone_site_idx', ['site_id', 'zone_location', 'sort']]]);

  await createdColumns(db.schema.createTable('article_zone_ref'))
    .addColumn('zone_id', 'bigint', (c) => c.notNull())
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('article_zone_ref_unique', ['site_id', 'zone_id', 'article_id'])
    .execute();
  await createIndexes(db, 'article_zone_ref', [['article_zone_ref_article_idx', ['site_id', 'article_id']]]);

  await createdColumns(db.schema.createTable('sensitive_word'))
    .addColumn('word', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('sensitive_word_unique', ['site_id', 'word'])
    .execute();

  await db.schema
    .createTable('community_setting')
    .addColumn('site_id', 'bigint', (c) => c.primaryKey().notNull().references('site.id'))
    .addColumn('limits', 'varchar(2000)', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('community_digest')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('target_type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('author_user_id', 'bigint', (c) => c.notNull())
    .addColumn('new_comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('community_digest_target_unique', ['site_id', 'target_type', 'target_id'])
    .execute();

  // Title search (decision 0008's approach).
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index blog_title_trgm_idx on blog using gin (title gin_trgm_ops)`.execute(db);
    await sql`create index question_title_trgm_idx on question using gin (title gin_trgm_ops)`.execute(db);
  } else {
    for (const table of ['blog', 'question']) {
      const fts = sql.raw(`${table}_fts`);
      const source = sql.raw(table);
      await sql`create virtual table ${fts} using fts5(title, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(
        db,
      );
      await sql`create trigger ${sql.raw(`${table}_fts_insert`)} after insert on ${source} begin
        insert into ${fts}(rowid, title) values (new.id, new.title);
      end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_fts_delete`)} after delete on ${source} begin
        insert into ${fts}(${fts}, rowid, title) values ('delete', old.id, old.title);
      end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_fts_update`)} after update of title on ${source} begin
        insert into ${fts}(${fts}, rowid, title) values ('delete', old.id, old.title);
        insert into ${fts}(rowid, title) values (new.id, new.title);
      end`.execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) {
    for (const table of ['blog', 'question']) {
      for (const suffix of ['insert', 'delete', 'update']) {
        await sql`drop trigger if exists ${sql.raw(`${table}_fts_${suffix}`)}`.execute(db);
      }
      await sql`drop table if exists ${sql.raw(`${table}_fts`)}`.execute(db);
    }
  }
  await dropTables(db, [
    'community_digest',
    'community_setting',
    'sensitive_word',
    'article_zone_ref',
    'article_zone',
    'community_record',
    'community_comment',
    'question',
    'blog',
    'blogger_follow',
    'blogger',
    'community_label',
  ]);
}
