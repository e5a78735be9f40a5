import { type Db, tablesOf } from '../../db/schema.ts';
import type {
  NavBarTable,
  SysBannerTable,
  SystemTables,
  WebsiteInfoTable,
  WebsiteLinkTable,
  WebsiteNavTable,
} from './system.tables.ts';

/** Queries of the site bootstrap tables; every one is scoped by site. */

type Editable<T> = Omit<T, 'id' | 'site_id' | 'gmt_create' | 'gmt_modified'>;
export type NavBarFields = Editable<NavBarTable>;
export type WebsiteNavFields = Editable<WebsiteNavTable>;
export type WebsiteLinkFields = Editable<WebsiteLinkTable>;
export type BannerFields = Editable<SysBannerTable>;
export type WebsiteInfoFields = Omit<WebsiteInfoTable, 'site_id' | 'gmt_modified'>;

/** The tables edited through the same list/insert/update/delete shape. */
type SiteListTable = 'nav_bar' | 'website_nav' | 'website_link' | 'sys_banner';

export function createSystemRepo(database: Db) {
  const db = tablesOf<SystemTables>(database);
  const siteList = <T extends SiteListTable>(table: T) => ({
    listBySite: (siteId: number, onlyEnabled: boolean) => {
      let query = db
        .selectFrom(table as SiteListTable)
        .selectAll()
        .where('site_id', '=', siteId);
      if (onlyEnabled) query = query.where('status_id', '=', 1);
      return query.orderBy('sort').orderBy('id').execute();
    },
    findById: (siteId: number, id: number) =>
      db
        .selectFrom(table as SiteListTable)
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst(),
    deleteById: (siteId: number, id: number) =>
      db
        .deleteFrom(table as SiteListTable)
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst(),
  });

  return {
    findWebsiteInfo: (siteId: number) =>
      db.selectFrom('website_info').selectAll().where('site_id', '=', siteId).executeTakeFirst(),
    updateWebsiteInfo: (siteId: number, fields: WebsiteInfoFields, now: number) =>
      db
        .updateTable('website_info')
        .set({ ...fields, gmt_modified: now })
        .where('site_id', '=', siteId)
        .executeTakeFirst(),

    navBar: {
      ...siteList('nav_bar'),
      listShown: (siteId: number, platShow: number | undefined) => {
        let query = db.selectFrom('nav_bar').selectAll().where('site_id', '=', siteId).where('status_id', '=', 1);
        if (platShow !== undefined) query = query.where('plat_show', '=', platShow);
        return query.orderBy('sort').orderBy('id').execute();
      },
      insert: (row: NavBarTable) => db.insertInto('nav_bar').values(row).execute(),
      update: (siteId: number, id: number, fields: NavBarFields, now: number) =>
        db
          .updateTable('nav_bar')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
    },

    websiteNav: {
      ...siteList('website_nav'),
      countChildren: async (siteId: number, parentId: number) => {
        const row = await db
          .selectFrom('website_nav')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('site_id', '=', siteId)
          .where('parent_id', '=', parentId)
          .executeTakeFirstOrThrow();
        return Number(row.count);
      },
      insert: (row: WebsiteNavTable) => db.insertInto('website_nav').values(row).execute(),
      update: (siteId: number, id: number, fields: WebsiteNavFields, now: number) =>
        db
          .updateTable('website_nav')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
    },

    websiteLink: {
      ...siteList('website_link'),
      insert: (row: WebsiteLinkTable) => db.insertInto('website_link').values(row).execute(),
      update: (siteId: number, id: number, fields: WebsiteLinkFields, now: number) =>
        db
          .updateTable('website_link')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
    },

    banner: {
      ...siteList('sys_banner'),
      listByGroup: (siteId: number, group: string) =>
        db
          .selectFrom('sys_banner')
          .selectAll()
          .where('site_id', '=', siteId)
          .where('banner_group', '=', group)
          .where('status_id', '=', 1)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
      findByCode: (siteId: number, code: string) =>
        db
          .selectFrom('sys_banner')
          .select('id')
          .where('site_id', '=', siteId)
          .where('banner_code', '=', code)
          .executeTakeFirst(),
      insert: (row: SysBannerTable) => db.insertInto('sys_banner').values(row).execute(),
      update: (siteId: number, id: number, fields: BannerFields, now: number) =>
        db
          .updateTable('sys_banner')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
    },

    findOperatorByLogin: (siteId: number, loginName: string) =>
      db
        .selectFrom('operator')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('login_name', '=', loginName)
        .executeTakeFirst(),
    findOperatorById: (siteId: number, id: number) =>
      db.selectFrom('operator').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
    updateOperatorPassword: (siteId: number, id: number, passwordHash: string) =>
      db
        .updateTable('operator')
        .set({ password_hash: passwordHash })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),
  };
}

export type SystemRepo = ReturnType<typeof createSystemRepo>;
