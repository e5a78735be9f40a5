import { isOwnFileUrl, PICTURE_NOT_OWN } from '@school/contracts';
import sanitizeHtml from 'sanitize-html';
import { badRequest } from './errors.ts';

/**
 * Rich text from operators and users is sanitised on the server before it is stored (ARCHITECTURE §2):
 * an allow-list of formatting, headings, lists, tables, links and images. Scripts, styles, event
 * handlers, frames and forms are dropped; links and images keep only http(s), site-relative,
 * mailto and tel addresses.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'mark',
    'small',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new tab never hands the opener over; any other target is dropped.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Where our own storage serves pictures: `/files/` on local disk, the public bucket address with S3. */
export interface OwnImages {
  bases: readonly string[];
}

const isOwnImage = (src: string | undefined, own: OwnImages): boolean => isOwnFileUrl(src ?? '', own.bases);

/** Refuses a picture field (`PictureUrl` in the contracts) that is not one of our own stored files; '' is none. */
export function requireOwnPicture(field: string, url: string | undefined, own: OwnImages): void {
  if (url && !isOwnFileUrl(url, own.bases)) throw badRequest(`参数错误：${field} ${PICTURE_NOT_OWN}`);
}

/**
 * Users' rich text (community posts, questions, comments): the same allow-list, stricter in two ways.
 * Links are http(s) or site paths and carry `rel="nofollow"`, so the school lends no search rank to
 * spam; pictures must come from our own storage (uploaded through `/system/auth/upload/aliyun`), so a
 * post cannot track its readers through a third-party image.
 */
export function sanitizeUserRichText(html: string, own: OwnImages): string {
  return sanitizeHtml(html, {
    ...options,
    allowedSchemes: ['http', 'https'],
    transformTags: {
      a: (tagName, attribs) => {
        const { target, rel: _rel, ...rest } = attribs;
        return {
          tagName,
          attribs:
            target === '_blank'
              ? { ...rest, target, rel: 'nofollow noopener noreferrer' }
              : { ...rest, rel: 'nofollow' },
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src, own),
  }).trim();
}

/** Links of sanitised HTML that leave the site (absolute http(s) addresses). */
export const countExternalLinks = (html: string): number => html.match(/<a\s[^>]*href="https?:\/\//gi)?.length ?? 0;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of rich text (for summaries): tags dropped, blocks separated by a space, entities decoded. */
export function richTextToPlain(html: string): string {
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Tags that run code or pull in another page; their presence is refused, not silently dropped. */
const UNSAFE_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'form',
  'meta',
]);
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data):/i;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster'];

export interface RichTextInspection {
  /** The sanitised HTML to store. */
  html: string;
  /** Scripts, frames, event handlers or script addresses were present. */
  unsafe: boolean;
  /** Picture or audio addresses outside the school's own storage. */
  foreignMedia: string[];
}

/**
 * For rich text whose author must be told rather than silently corrected (problems, papers): reports
 * scripts and media from elsewhere, and sanitises with the same allow-list plus `<audio>` when asked.
 * `mediaPrefixes` are the addresses the school's storage serves files under (`/files/`, a CDN).
 */
export function inspectRichText(
  html: string,
  { mediaPrefixes, allowAudio = false }: { mediaPrefixes: readonly string[]; allowAudio?: boolean },
): RichTextInspection {
  let unsafe = false;
  const foreignMedia: string[] = [];
  const own = (url: string) => mediaPrefixes.some((prefix) => prefix !== '' && url.startsWith(prefix));
  const sanitized = sanitizeHtml(html, {
    ...options,
    allowedTags: [...(options.allowedTags || []), ...(allowAudio ? ['audio', 'source'] : [])],
    allowedAttributes: {
      ...(options.allowedAttributes as Record<string, sanitizeHtml.AllowedAttribute[]>),
      ...(allowAudio ? { audio: ['src', 'controls'], source: ['src', 'type'] } : {}),
    },
    allowedSchemesByTag: {
      ...(options.allowedSchemesByTag as Record<string, string[]>),
      audio: ['http', 'https'],
      source: ['http', 'https'],
    },
    onOpenTag(name, attribs) {
      if (UNSAFE_TAGS.has(name.toLowerCase())) unsafe = true;
      for (const [attribute, value] of Object.entries(attribs)) {
        if (/^on/i.test(attribute)) unsafe = true;
        const bare = [...value].filter((char) => char > ' ' && !/\s/.test(char)).join('');
        if (URL_ATTRIBUTES.includes(attribute.toLowerCase()) && UNSAFE_SCHEME.test(bare) && !/^data:/i.test(bare))
          unsafe = true;
      }
      const src = attribs.src?.trim();
      if ((name === 'img' || name === 'audio' || name === 'source') && src !== undefined && !own(src))
        foreignMedia.push(src);
    },
  }).trim();
  return { html: sanitized, unsafe, foreignMedia };
}
