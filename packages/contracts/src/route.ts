import type { Static, TSchema } from 'typebox';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where the API answers: every contract's `url` and every path below is relative to it. */
export const API_PREFIX = '/apis';
/** The address a browser (or a test) sends a call's or a file's path to. */
export const apiUrl = (path: string) => `${API_PREFIX}${path}`;
/** The API's own documentation (Swagger UI). */
export const API_DOCS_PATH = apiUrl('/docs');

/**
 * One call of the API. `url` is relative to `API_PREFIX`; the path segment after the service name
 * decides the access level: `api` visitor, `auth` signed-in user, `admin` operator.
 * `response` is the schema of the envelope's `data`.
 */
export interface RouteContract {
  method: Method;
  url: string;
  summary: string;
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  /** Who may call, when the URL segment says otherwise (e.g. `/data/api/…` calls that need a user). */
  access?: 'visitor' | 'user' | 'operator';
  /** multipart/form-data upload; the handler reads the file, no JSON body. */
  multipart?: true;
  response: TSchema;
}

export type ContractTable = Record<string, RouteContract>;

export type Access = 'visitor' | 'user' | 'operator';

/** `/system/api/…` visitor, `/system/auth/…` signed-in user, `/system/admin/…` operator. */
export function accessOf(url: string): Access {
  const segment = url.split('/')[2];
  if (segment === 'auth') return 'user';
  if (segment === 'admin') return 'operator';
  return 'visitor';
}

type StaticOr<T, F> = T extends TSchema ? Static<T> : F;
export type BodyOf<R extends RouteContract> = StaticOr<R['body'], undefined>;
export type QueryOf<R extends RouteContract> = StaticOr<R['querystring'], undefined>;
export type ParamsOf<R extends RouteContract> = StaticOr<R['params'], undefined>;
export type DataOf<R extends RouteContract> = Static<R['response']>;

export const defineContracts = <T extends ContractTable>(table: T): T => table;
