import { createHash } from 'node:crypto';
import { SiteApp, type WebsiteInfo } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FileStorage } from '../../core/storage.ts';
import type { Tenancy } from '../../core/tenancy.ts';

/**
 * The school as an installable app (decision 0057): a manifest per site, named by the host, and its
 * icons, made from the site's logo by sharp when first asked for.
 */

const SHORT_NAME_LENGTH = 12;
const MANIFEST_MAX_AGE_SECONDS = 300;
const ICON_MAX_AGE_SECONDS = 7 * 24 * 3600;

interface SiteAppOptions {
  tenancy: Pick<Tenancy, 'siteForHost'>;
  websiteInfo(siteId: number): Promise<WebsiteInfo>;
  storage: Pick<FileStorage, 'read'>;
  /** Where the school's own files are served (`/files`, or the bucket's public address). */
  ownFileBases: readonly string[];
}

const pictureOf = (info: WebsiteInfo) => info.logo || info.ico;
const versionOf = (picture: string) => createHash('sha256').update(picture).digest('hex').slice(0, 12);

export function registerSiteAppPages(app: FastifyInstance, options: SiteAppOptions): void {
  const { tenancy, websiteInfo, storage, ownFileBases } = options;
  const icons = new LRUCache<string, Buffer>({ max: 200 });

  /** The stored file behind one of the school's own addresses; another host's picture is not fetched. */
  const storedKeyOf = (url: string) => {
    const base = ownFileBases.find((prefix) => url.startsWith(`${prefix.replace(/\/$/, '')}/`));
    return base === undefined ? undefined : url.slice(base.replace(/\/$/, '').length + 1);
  };

  async function drawIcon(picture: string, size: number): Promise<Buffer> {
    const sharp = (await import('sharp')).default;
    const plain = () =>
      sharp({ create: { width: size, height: size, channels: 4, background: SiteApp.themeColor } })
        .png()
        .toBuffer();
    const key = storedKeyOf(picture);
    if (!key) return plain();
    try {
      const logo = await storage.read(key);
      const margin = Math.round(size / 8);
      return await sharp(logo, { density: 300 })
        .resize(size - 2 * margin, size - 2 * margin, { fit: 'contain', background: SiteApp.backgroundColor })
        .extend({ top: margin, bottom: margin, left: margin, right: margin, background: SiteApp.backgroundColor })
        .flatten({ background: SiteApp.backgroundColor })
        .png()
        .toBuffer();
    } catch {
      // A logo that is gone or cannot be read still leaves the school installable.
      return plain();
    }
  }

  app.get(SiteApp.manifestPath, async (request, reply) => {
    const info = await websiteInfo(await tenancy.siteForHost(request.host));
    const version = versionOf(pictureOf(info));
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', `public, max-age=${MANIFEST_MAX_AGE_SECONDS}`)
      .send({
        name: info.siteNamePc,
        short_name: [...info.siteNamePc].slice(0, SHORT_NAME_LENGTH).join(''),
        description: info.desc,
        lang: 'zh-CN',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: SiteApp.themeColor,
        background_color: SiteApp.backgroundColor,
        icons: SiteApp.iconSizes.map((size) => ({
          src: SiteApp.iconPath(size, version),
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
      });
  });

  for (const size of SiteApp.iconSizes) {
    app.get(SiteApp.iconPath(size, '').replace(/\?.*$/, ''), async (request, reply) => {
      const siteId = await tenancy.siteForHost(request.host);
      const picture = pictureOf(await websiteInfo(siteId));
      const cacheKey = `${siteId}:${size}:${picture}`;
      let icon = icons.get(cacheKey);
      if (!icon) {
        icon = await drawIcon(picture, size);
        icons.set(cacheKey, icon);
      }
      return reply.type('image/png').header('cache-control', `public, max-age=${ICON_MAX_AGE_SECONDS}`).send(icon);
    });
  }
}
