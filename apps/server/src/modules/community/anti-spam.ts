import { CommunityLimitDefaults, type CommunityLimits } from '@school/contracts';
import { type Cache, cached } from '../../core/cache.ts';
import { forbidden, tooOften, wrongState } from '../../core/errors.ts';
import type { RateLimiter } from '../../core/rate-limiter.ts';
import { countExternalLinks, richTextToPlain } from '../../core/rich-text.ts';
import { type Clock, formatDateTime } from '../../core/time.ts';
import type { UserService } from '../user/index.ts';
import type { BloggerRepo } from './blogger.repo.ts';
import { HOUR_MS } from './community.rules.ts';
import type { ModerationRepo } from './moderation.repo.ts';

/**
 * The community's anti-spam rules in one place (decision 0026): muted users, the per-user limits of
 * the core rate limiter (halved for new accounts), identical content, and what sends a post to review.
 */
export interface AntiSpamDeps {
  moderationRepo: ModerationRepo;
  bloggerRepo: Pick<BloggerRepo, 'findByUser'>;
  users: Pick<UserService, 'summaries'>;
  limiter: RateLimiter;
  cache: Cache;
  clock: Clock;
}

/** What a user does that is counted: posts and questions, comments and answers, likes/collects/follows. */
export type CountedAction = 'post' | 'comment' | 'action';

const TTL_SECONDS = 60;
const limitsKey = (siteId: number) => `community:${siteId}:limits`;
const wordsKey = (siteId: number) => `community:${siteId}:words`;

/** Stored limits over the defaults, so a limit added later has its default. */
export function limitsOf(stored: string | undefined): CommunityLimits {
  if (!stored) return { ...CommunityLimitDefaults };
  try {
    return { ...CommunityLimitDefaults, ...(JSON.parse(stored) as Partial<CommunityLimits>) };
  } catch {
    return { ...CommunityLimitDefaults };
  }
}

/**
 * What is left of a text for matching sensitive words: compatibility forms folded (NFKC: full-width
 * letters, circled digits …), lower case, and nothing that can stand between the characters of a
 * word unseen or unremarked — white space, punctuation, symbols, format characters (zero-width
 * spaces, soft hyphens, joiners), combining marks and the Hangul fillers (U+115F, U+1160, U+3164,
 * U+FFA0). So "代 写.论\u200b文" and "ＶＸ加群" read as "代写论文" and "vx加群".
 */
const UNSEEN_BETWEEN = /[\p{White_Space}\p{P}\p{S}\p{Cf}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0]/gu;
export const foldForMatching = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(UNSEEN_BETWEEN, '');

/** The listed words found in a text; a word that folds to nothing (only symbols) is looked for as written. */
export function findSensitiveWords(words: readonly string[], text: string): string[] {
  const folded = foldForMatching(text);
  const lower = text.toLowerCase();
  return words.filter((word) => {
    const key = foldForMatching(word);
    return key === '' ? lower.includes(word) : folded.includes(key);
  });
}

/**
 * The text with every listed word starred out, found as `findSensitiveWords` finds them: each character
 * is folded on its own, so what stands between a word's characters is starred with them ("代 写" → "***").
 */
export function maskSensitiveWords(words: readonly string[], text: string): string {
  const characters = [...text];
  const folded: { key: string; at: number }[] = [];
  characters.forEach((character, at) => {
    for (const key of foldForMatching(character)) folded.push({ key, at });
  });
  const foldedKeys = folded.map((part) => part.key);
  const lower = characters.map((character) => character.toLowerCase());
  const starred = new Array<boolean>(characters.length).fill(false);
  for (const word of words) {
    const key = foldForMatching(word);
    if (key === '') {
      // A word of symbols only is looked for as written.
      const length = [...word].length;
      for (let at = 0; at + length <= lower.length; at++) {
        if (lower.slice(at, at + length).join('') === word.toLowerCase()) starred.fill(true, at, at + length);
      }
      continue;
    }
    const keyLength = [...key].length;
    for (let from = 0; from + keyLength <= foldedKeys.length; from++) {
      if (foldedKeys.slice(from, from + keyLength).join('') !== key) continue;
      starred.fill(true, folded[from]!.at, folded[from + keyLength - 1]!.at + 1);
    }
  }
  return characters.map((character, at) => (starred[at] ? '*' : character)).join('');
}

export function createAntiSpam({ moderationRepo, bloggerRepo, users, limiter, cache, clock }: AntiSpamDeps) {
  const limits = (siteId: number) =>
    cached(cache, limitsKey(siteId), TTL_SECONDS, async () => limitsOf(await moderationRepo.findLimits(siteId)));
  const words = (siteId: number) => cached(cache, wordsKey(siteId), TTL_SECONDS, () => moderationRepo.allWords(siteId));

  async function isNewAccount(siteId: number, userId: number, newAccountHours: number): Promise<boolean> {
    const user = (await users.summaries(siteId, [userId])).get(userId);
    return user !== undefined && clock.now() - user.registeredAt < newAccountHours * HOUR_MS;
  }

  return {
    limits,
    forgetLimits: (siteId: number) => cache.delete(limitsKey(siteId)),
    forgetWords: (siteId: number) => cache.delete(wordsKey(siteId)),
    /** The text with the school's sensitive words starred out (the live chat's messages). */
    maskWords: async (siteId: number, text: string) => maskSensitiveWords(await words(siteId), text),

    /** A muted user may read but not post, ask, answer or comment. */
    async refuseMuted(siteId: number, userId: number): Promise<void> {
      const blogger = await bloggerRepo.findByUser(siteId, userId);
      if (blogger && blogger.muted_until > clock.now())
        throw forbidden(`您已被禁言，${formatDateTime(blogger.muted_until)} 后才能发言`);
    },

    /** Counts one action of the user, or refuses it with 429 and the wait when over the school's limit. */
    async take(siteId: number, userId: number, action: CountedAction): Promise<void> {
      const rules = await limits(siteId);
      const fresh = await isNewAccount(siteId, userId, rules.newAccountHours);
      const count = (limit: number) => (fresh ? Math.max(1, Math.floor(limit / 2)) : limit);
      const key = (name: string) => `community:${siteId}:${userId}:${name}`;
      let waitMs = 0;
      switch (action) {
        case 'post':
          waitMs = await limiter.wait(key('post'), count(rules.postsPerHour), HOUR_MS);
          break;
        case 'comment': {
          const intervalMs = rules.commentIntervalSeconds * 1000 * (fresh ? 2 : 1);
          if (intervalMs > 0) waitMs = await limiter.wait(key('comment-gap'), 1, intervalMs);
          if (waitMs === 0) waitMs = await limiter.wait(key('comment-day'), count(rules.commentsPerDay), 24 * HOUR_MS);
          break;
        }
        case 'action':
          waitMs = await limiter.wait(key('action'), count(rules.actionsPerMinute), 60_000);
          break;
      }
      if (waitMs > 0) throw tooOften(waitMs);
    },

    /** Refuses the same text again within the school's duplicate window; `since` is handed to the lookup. */
    async refuseDuplicate(siteId: number, seen: (since: number) => Promise<boolean>): Promise<void> {
      const { duplicateHours } = await limits(siteId);
      if (duplicateHours > 0 && (await seen(clock.now() - duplicateHours * HOUR_MS)))
        throw wrongState(`${duplicateHours} 小时内已发布过相同的内容，请勿重复发布`);
    },

    /**
     * Why a text must wait for review (empty when it need not): a word of the operator's list in the
     * title or text, or more external links than the school allows. `html` is already sanitised.
     */
    async reviewReasons(siteId: number, title: string, html: string): Promise<string[]> {
      const [list, rules] = await Promise.all([words(siteId), limits(siteId)]);
      const found = findSensitiveWords(list, `${title}\n${richTextToPlain(html)}`);
      const reasons = found.length > 0 ? [`含敏感词：${found.slice(0, 10).join('、')}`] : [];
      const links = countExternalLinks(html);
      if (links > rules.maxExternalLinks) reasons.push(`外链 ${links} 个（超过 ${rules.maxExternalLinks} 个）`);
      return reasons;
    },
  };
}

export type AntiSpam = ReturnType<typeof createAntiSpam>;
