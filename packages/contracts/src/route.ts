import type { Static, TSchema } from 'typebox';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API. `url` is relative to `/apis`; the path segment after the service name
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
  /** multipart/form-data upload; the handler reads the file, no JSON body. */
  multipart?: true;
  response: TSchema;
  /**
   * Overrides the access the URL implies, for the spec's few calls whose prefix says less than they
   * need (`/data/api/course/user/period/log/save` needs a signed-in user).
   */
  access?: 'user';
}

export type ContractTable = Record<string, RouteContract>;

type StaticOr<T, F> = T extends TSchema ? Static<T> : F;
export type BodyOf<R extends RouteContract> = StaticOr<R['body'], undefined>;
export type QueryOf<R extends RouteContract> = StaticOr<R['querystring'], undefined>;
export type ParamsOf<R extends RouteContract> = StaticOr<R['params'], undefined>;
export type DataOf<R extends RouteContract> = Static<R['response']>;

export const defineContracts = <T extends ContractTable>(table: T): T => table;
