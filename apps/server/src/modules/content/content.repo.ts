import { type Db, moduleTables, type Tx, transactOn } from '../../db/schema.ts';
import type { AdvTable, ContentTables, SysDictTable, VipSetTable, WebsiteNavArticleTable } from './content.tables.ts';

/** Queries of adverts, footer articles, VIP sets and the dictionary; every one is scoped by site. */

type Editable<T> = Omit<T, 'id' | 'site_id' | 'gmt_create' | 'gmt_modified'>;
export type AdvFields = Editable<AdvTable>;
export type VipSetFields = Editable<VipSetTable>;
export type DictFields = Editable<SysDictTable>;

type ContentTable = 'adv' | 'vip_set' | 'sys_dict';

export function createContentRepo(database: Db) {
  const { db, on } = moduleTables<ContentTables>(database);
  const siteRows = (table: ContentTable) => ({
    deleteById: (siteId: number, id: number, tx?: Tx) =>
      on(tx).deleteFrom(table).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
  });

  return {
    adv: {
      ...siteRows('adv'),
      findById: (siteId: number, id: number) =>
        db.selectFrom('adv').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
      listBySite: (siteId: number, onlyEnabled: boolean) => {
        let query = db.selectFrom('adv').selectAll().where('site_id', '=', siteId);
        if (onlyEnabled) query = query.where('status_id', '=', 1);
        return query.orderBy('adv_location').orderBy('sort').orderBy('id').execute();
      },
      insert: (row: AdvTable, tx?: Tx) => on(tx).insertInto('adv').values(row).execute(),
      update: (siteId: number, id: number, fields: AdvFields, now: number, tx?: Tx) =>
        on(tx)
          .updateTable('adv')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
    },

    navArticle: {
      findByNav: (siteId: number, navId: number) =>
        db
          .selectFrom('website_nav_article')
          .selectAll()
          .where('site_id', '=', siteId)
          .where('nav_id', '=', navId)
          .executeTakeFirst(),
      insert: (row: WebsiteNavArticleTable, tx?: Tx) => on(tx).insertInto('website_nav_article').values(row).execute(),
      update: (siteId: number, navId: number, fields: { art_title: string; art_desc: string }, now: number, tx?: Tx) =>
        on(tx)
          .updateTable('website_nav_article')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('nav_id', '=', navId)
          .executeTakeFirst(),
    },

    vipSet: {
      ...siteRows('vip_set'),
      findById: (siteId: number, id: number) =>
        db.selectFrom('vip_set').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
      listBySite: (siteId: number, onlyEnabled: boolean) => {
        let query = db.selectFrom('vip_set').selectAll().where('site_id', '=', siteId);
        if (onlyEnabled) query = query.where('status_id', '=', 1);
        return query.orderBy('sort').orderBy('id').execute();
      },
      insert: (row: VipSetTable, tx?: Tx) => on(tx).insertInto('vip_set').values(row).execute(),
      update: (siteId: number, id: number, fields: VipSetFields, now: number, tx?: Tx) =>
        on(tx)
          .updateTable('vip_set')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
    },

    dict: {
      ...siteRows('sys_dict'),
      findById: (siteId: number, id: number) =>
        db.selectFrom('sys_dict').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
      listBySite: (siteId: number, onlyEnabled: boolean, dictType?: string) => {
        let query = db.selectFrom('sys_dict').selectAll().where('site_id', '=', siteId);
        if (onlyEnabled) query = query.where('status_id', '=', 1);
        if (dictType !== undefined) query = query.where('dict_type', '=', dictType);
        return query.orderBy('dict_type').orderBy('sort').orderBy('id').execute();
      },
      findByValue: (siteId: number, dictType: string, dictValue: string) =>
        db
          .selectFrom('sys_dict')
          .select('id')
          .where('site_id', '=', siteId)
          .where('dict_type', '=', dictType)
          .where('dict_value', '=', dictValue)
          .executeTakeFirst(),
      insert: (row: SysDictTable, tx?: Tx) => on(tx).insertInto('sys_dict').values(row).execute(),
      update: (siteId: number, id: number, fields: DictFields, now: number, tx?: Tx) =>
        on(tx)
          .updateTable('sys_dict')
          .set({ ...fields, gmt_modified: now })
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .executeTakeFirst(),
    },

    transaction: transactOn(database),
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
