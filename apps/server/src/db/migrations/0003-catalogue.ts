import { sql } from 'kysely';
import { type AnyDb, businessColumns, courseColumns, createIndexes, dropTables, isPostgres } from './columns.ts';

/**
 * The public catalogue and site content: published courses and their categories, zones, adverts,
 * VIP sets, the dictionary, footer navigation articles, organisation profiles and enrolment
 * enquiries; plus the course-name search index (FTS5 trigram on SQLite, pg_trgm GIN on PostgreSQL).
 *
 * `course` holds the published rows the public reads. The authoring drafts (`course_audit`, a later
 * migration) carry the same columns and the same id, so an approval copies a draft over column for column.
 */

export async function up(db: AnyDb): Promise<void> {
  await businessColumns(db.schema.createTable('course_category'))
    .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('category_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('floor', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndexes(db, 'course_category', [['course_category_site_idx', ['site_id', 'parent_id', 'sort']]]);

  await courseColumns(businessColumns(db.schema.createTable('course')))
    .addColumn('count_buy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_study', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Public lists filter on (site, enabled, on shelf) and then order: one index per order, so a page
  // is read in index order; the kind index answers filtered counts and the name index serves
  // short-text search without touching the table (decision 0008).
  const shelf = ['site_id', 'status_id', 'is_put_away'];
  const courseIndexes: [string, string[]][] = [
    ['course_shelf_sort_idx', [...shelf, 'sort', 'id']],
    ['course_shelf_created_idx', [...shelf, 'gmt_create']],
    ['course_shelf_price_idx', [...shelf, 'course_price', 'id']],
    ['course_shelf_buy_idx', [...shelf, 'count_buy']],
    ['course_shelf_kind_idx', [...shelf, 'course_category', 'is_free']],
    ['course_shelf_name_idx', [...shelf, 'course_name', 'count_buy', 'count_study', 'id']],
    ['course_category1_idx', ['site_id', 'category1_id']],
    ['course_category2_idx', ['site_id', 'category2_id']],
    ['course_category3_idx', ['site_id', 'category3_id']],
    ['course_lecturer_idx', ['site_id', 'lecturer_user_id']],
    ['course_org_idx', ['site_id', 'org_user_id']],
  ];
  await createIndexes(db, 'course', courseIndexes);

  await businessColumns(db.schema.createTable('zone'))
    .addColumn('zone_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('zone_desc', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('zone_location', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'zone', [['zone_site_idx', ['site_id', 'zone_location', 'sort']]]);

  await businessColumns(db.schema.createTable('zone_course'))
    .addColumn('zone_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('zone_course_unique', ['site_id', 'zone_id', 'course_id'])
    .execute();
  await createIndexes(db, 'zone_course', [['zone_course_course_idx', ['site_id', 'course_id']]]);

  await businessColumns(db.schema.createTable('adv'))
    .addColumn('adv_title', 'varchar(50)', (c) => c.notNull())
    .addColumn('adv_img', 'varchar(500)', (c) => c.notNull())
    .addColumn('adv_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('adv_target', 'varchar(10)', (c) => c.notNull().defaultTo('_self'))
    .addColumn('adv_location', 'varchar(30)', (c) => c.notNull())
    .addColumn('plat_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('begin_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'adv', [['adv_site_idx', ['site_id', 'adv_location']]]);

  await businessColumns(db.schema.createTable('vip_set'))
    .addColumn('set_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('set_price', 'bigint', (c) => c.notNull())
    .addColumn('ruling_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('benefits', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'vip_set', [['vip_set_site_idx', ['site_id']]]);

  await businessColumns(db.schema.createTable('sys_dict'))
    .addColumn('dict_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('dict_label', 'varchar(50)', (c) => c.notNull())
    .addColumn('dict_value', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('sys_dict_value_unique', ['site_id', 'dict_type', 'dict_value'])
    .execute();

  await businessColumns(db.schema.createTable('website_nav_article'))
    .addColumn('nav_id', 'bigint', (c) => c.notNull())
    .addColumn('art_title', 'varchar(100)', (c) => c.notNull())
    .addColumn('art_desc', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('website_nav_article_nav_unique', ['site_id', 'nav_id'])
    .execute();

  await businessColumns(db.schema.createTable('org_profile'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('org_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('org_logo', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('introduce', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('org_profile_user_unique', ['site_id', 'user_id'])
    .execute();

  await businessColumns(db.schema.createTable('counsel'))
    .addColumn('counsel_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('course_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('follow_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('follow_remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('follow_operator_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_follow', 'bigint')
    .execute();
  await createIndexes(db, 'counsel', [
    ['counsel_site_idx', ['site_id', 'gmt_create']],
    ['counsel_mobile_idx', ['site_id', 'mobile', 'gmt_create']],
    ['counsel_ip_idx', ['site_id', 'ip', 'gmt_create']],
  ]);

  // Course-name search (modules/search, decision 0008).
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index course_name_trgm_idx on course using gin (course_name gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table course_fts using fts5(course_name, content='course', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger course_fts_insert after insert on course begin
      insert into course_fts(rowid, course_name) values (new.id, new.course_name);
    end`.execute(db);
    await sql`create trigger course_fts_delete after delete on course begin
      insert into course_fts(course_fts, rowid, course_name) values ('delete', old.id, old.course_name);
    end`.execute(db);
    await sql`create trigger course_fts_update after update of course_name on course begin
      insert into course_fts(course_fts, rowid, course_name) values ('delete', old.id, old.course_name);
      insert into course_fts(rowid, course_name) values (new.id, new.course_name);
    end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['course_fts_insert', 'course_fts_delete', 'course_fts_update']) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists course_fts`.execute(db);
  }
  await dropTables(db, [
    'counsel',
    'org_profile',
    'website_nav_article',
    'sys_dict',
    'vip_set',
    'adv',
    'zone_course',
    'zone',
    'course',
    'course_category',
  ]);
}
