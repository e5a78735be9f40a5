import type { School } from './school.ts';

/** Calls the school's API over HTTP as the browser does (site-id header, optional token). */
export interface Reply<T> {
  code: number;
  msg: string;
  data: T;
}

export async function apiPost<T>(school: School, url: string, body: unknown = {}, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'site-id': '11' };
  if (token) headers.token = token;
  const response = await fetch(`${school.baseUrl}/apis${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as Reply<T>;
}

/** Like apiPost, but the reply must be 200: its data. */
export async function apiData<T>(school: School, url: string, body: unknown = {}, token?: string): Promise<T> {
  const reply = await apiPost<T>(school, url, body, token);
  if (reply.code !== 200) throw new Error(`${url} answered ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** Signs the demo operator in (admin / school123) and returns the console token. */
export async function operatorToken(school: School): Promise<string> {
  const { token } = await apiData<{ token: string }>(school, '/system/api/operator/login', {
    loginName: 'admin',
    password: 'school123',
  });
  return token;
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
