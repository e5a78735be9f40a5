import { Code } from '@school/contracts';
import type { CoreTables } from '../db/core.tables.ts';
import { type Db, tablesOf } from '../db/schema.ts';
import { type Cache, cached } from './cache.ts';
import { AppError } from './errors.ts';

/** Which site a request belongs to: the `site-id` header on API calls, the Host for pages. */
export interface TenancyDeps {
  db: Db;
  cache: Cache;
  defaultSiteId: number;
}

const SITE_TTL_SECONDS = 60;

export function createTenancy({ db: database, cache, defaultSiteId }: TenancyDeps) {
  const db = tablesOf<CoreTables>(database);
  // The site tables themselves: every school's row is read to find which site a request is for.
  const enabledSiteIds = () =>
    cached(cache, 'sites:enabled', SITE_TTL_SECONDS, async () => {
      const rows = await db.selectFrom('site').select('id').where('status_id', '=', 1).execute();
      return rows.map((row) => row.id);
    });

  return {
    /** Validates the `site-id` header and returns the site, or refuses with a Chinese message. */
    async siteFromHeader(header: string | string[] | undefined): Promise<number> {
      if (header === undefined || header === '') throw new AppError(Code.badRequest, '缺少站点编号（site-id）');
      if (typeof header !== 'string' || !/^[1-9][0-9]{0,15}$/.test(header)) {
        throw new AppError(Code.badRequest, '站点编号（site-id）格式不正确');
      }
      const siteId = Number(header);
      if (!(await enabledSiteIds()).includes(siteId)) throw new AppError(Code.notFound, '站点不存在或已停用');
      return siteId;
    },

    /** The site serving a host name; unknown hosts (localhost, IPs) get the default site. */
    async siteForHost(host: string | undefined): Promise<number> {
      const domain = (host ?? '').toLowerCase().replace(/:\d+$/, '');
      const byDomain = await cached(cache, 'sites:domains', SITE_TTL_SECONDS, async () => {
        const rows = await db
          .selectFrom('site_domain')
          .innerJoin('site', 'site.id', 'site_domain.site_id')
          .select(['site_domain.domain', 'site_domain.site_id'])
          .where('site.status_id', '=', 1)
          .execute();
        return Object.fromEntries(rows.map((row) => [row.domain, row.site_id]));
      });
      return byDomain[domain] ?? defaultSiteId;
    },

    async forget(): Promise<void> {
      await cache.delete('sites:enabled');
      await cache.delete('sites:domains');
    },
  };
}

export type Tenancy = ReturnType<typeof createTenancy>;
