import { Code, systemContracts, userContracts, type DataOf, type RouteContract } from '@school/contracts';
import { createFetchTransport } from '../../apps/web/app/lib/fetch-transport.ts';
import { describeCall, timeoutFor, type ApiReply, type CallArgs } from '../../apps/web/app/lib/request.ts';
import type { School } from './school.ts';

/** The seeded demo school every journey starts from. */
export const SITE_ID = 11;
export const DEMO_PASSWORD = 'school123';
export const OPERATOR = { loginName: 'admin', password: DEMO_PASSWORD };

/** The reply to a call of the contract entry `R`. */
export type ReplyOf<R extends RouteContract> = ApiReply<DataOf<R>>;

export interface CallOptions {
  /** A learner's or the operator's session; without it the call is a visitor's. */
  token?: string;
}

export interface SchoolApi {
  /** The reply to a call of the contract entry `route`, whatever its code. */
  reply<R extends RouteContract>(route: R, ...args: CallArgs<R, CallOptions>): Promise<ReplyOf<R>>;
  /** The data of the reply; any other code than 200 fails the journey with the server's message. */
  call<R extends RouteContract>(route: R, ...args: CallArgs<R, CallOptions>): Promise<DataOf<R>>;
}

/**
 * Calls the school's API over HTTP as the website does: the contract entry gives the method, address,
 * query and body (the website's own `describeCall` and fetch transport), and types the input and reply.
 * `await api(school).call(userContracts.loginByPassword, { mobile, password })`.
 */
export function api(school: Pick<School, 'baseUrl'>): SchoolApi {
  const transport = createFetchTransport(
    () => SITE_ID,
    (address, init) => fetch(`${school.baseUrl}${String(address)}`, init),
  );
  async function reply<R extends RouteContract>(
    route: R,
    ...[input, options]: CallArgs<R, CallOptions>
  ): Promise<ReplyOf<R>> {
    const parts = describeCall(route, input);
    const timeoutMs = timeoutFor(parts.body);
    const answer = await transport({
      route,
      ...parts,
      token: options?.token,
      timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return answer as ReplyOf<R>;
  }
  return {
    reply,
    async call(route, ...args) {
      const answer = await reply(route, ...args);
      if (answer.code !== Code.ok) throw new Error(`${route.url} answered ${answer.code} ${answer.msg}`);
      return answer.data;
    },
  };
}

/** Signs the demo operator in and returns the console token. */
export async function operatorToken(school: School): Promise<string> {
  return (await api(school).call(systemContracts.loginOperator, OPERATOR)).token;
}

/** A learner's token from signing in with the password, as the site's sign-in form does. */
export async function learnerToken(school: School, mobile: string, password = DEMO_PASSWORD): Promise<string> {
  return (await api(school).call(userContracts.loginByPassword, { mobile, password })).token;
}

/** The text of server-rendered HTML, tags removed, entities of names decoded enough to compare names. */
export const htmlText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The names on the course cards of a server-rendered page, in order. */
export const courseCardNames = (html: string) =>
  [...html.matchAll(/<h3 class="course-card__name"[^>]*>([\s\S]*?)<\/h3>/g)].map((match) =>
    htmlText(match[1] ?? '').trim(),
  );

/** The titles of the search results of a server-rendered page, in order (highlight markup removed). */
export const searchResultTitles = (html: string) =>
  [...html.matchAll(/<h3 class="search-result__title">([\s\S]*?)<\/h3>/g)].map((match) =>
    htmlText((match[1] ?? '').replace(/<[^>]+>/g, '')).trim(),
  );
