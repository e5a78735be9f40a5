import { type AnyDb, businessColumns, createIndexes, dropTables } from './columns.ts';

/** Sites, their bootstrap content (info, nav, footer, links, banners), users, operators and sessions. */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('site')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_domain')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('domain', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('website_info')
    .addColumn('site_id', 'bigint', (c) => c.primaryKey().notNull().references('site.id'))
    .addColumn('site_name_pc', 'varchar(50)', (c) => c.notNull())
    .addColumn('logo', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('ico', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('keyword', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('wx_code', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('service1', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('copyright', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('icp', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('prn', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('prn_no', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_enable_statistics', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('statistics_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_enable_online_service', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('online_service_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('online_service_pages', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('h5_domain', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();

  await businessColumns(db.schema.createTable('nav_bar'))
    .addColumn('nav_title', 'varchar(20)', (c) => c.notNull())
    .addColumn('nav_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('target', 'varchar(10)', (c) => c.notNull().defaultTo('_self'))
    .addColumn('plat_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'nav_bar', [['nav_bar_site_idx', ['site_id', 'sort']]]);

  await businessColumns(db.schema.createTable('website_nav'))
    .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('nav_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('nav_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('target', 'varchar(10)', (c) => c.notNull().defaultTo('_self'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'website_nav', [['website_nav_site_idx', ['site_id', 'parent_id']]]);

  await businessColumns(db.schema.createTable('website_link'))
    .addColumn('link_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('link_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('link_target', 'varchar(10)', (c) => c.notNull().defaultTo('_blank'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'website_link', [['website_link_site_idx', ['site_id']]]);

  await businessColumns(db.schema.createTable('sys_banner'))
    .addColumn('banner_group', 'varchar(20)', (c) => c.notNull())
    .addColumn('banner_code', 'varchar(30)', (c) => c.notNull())
    .addColumn('banner_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('sys_banner_code_unique', ['site_id', 'banner_code'])
    .execute();

  await businessColumns(db.schema.createTable('users'))
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('nickname', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('head_img_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_vip', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_expire_time', 'bigint')
    .addColumn('is_recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('users_mobile_unique', ['site_id', 'mobile'])
    .execute();

  await businessColumns(db.schema.createTable('operator'))
    .addColumn('login_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('nickname', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('operator_login_unique', ['site_id', 'login_name'])
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('subject_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject_id', 'bigint', (c) => c.notNull())
    .addColumn('client_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'varchar(20)')
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'session', [['session_subject_idx', ['site_id', 'subject_kind', 'subject_id']]]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, [
    'session',
    'operator',
    'users',
    'sys_banner',
    'website_link',
    'website_nav',
    'nav_bar',
    'website_info',
    'site_domain',
    'site',
  ]);
}
