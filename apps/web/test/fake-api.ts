import { vi } from 'vitest';
import { allContracts, type DataOf, type RouteContract } from '@school/contracts';
import { createRequester, type ApiReply, type InputOf, type Requester, type TransportCall } from '~/lib/request';

/**
 * The one fake of the API for web tests, typed from the contracts: answers are keyed by contract
 * entry and typed by it, `fakeApi({ listCourses: (input) => page, saveNavBar: () => refuse(400, '…') })`.
 * It runs the real request layer (toasts, session band, store rules) over a transport that answers
 * from the table; an entry without an answer replies 404 '接口不存在', as the server does.
 */

type Tables = (typeof allContracts)[keyof typeof allContracts];
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
/** Every contract entry by its key (keys are unique across modules). */
export type Routes = UnionToIntersection<Tables>;
export type RouteKey = keyof Routes & string;

/** A reply other than success: `refuse(400, '参数错误：…')`, `refuse(304, '您的账号已在其他地方登录！')`. */
export class FakeReply {
  constructor(readonly reply: ApiReply) {}
}
export const refuse = (code: number, msg: string, data: unknown = null) => new FakeReply({ code, msg, data });
/** An exact envelope, e.g. code 1 or a success with an unusual msg. */
export const envelope = (reply: ApiReply) => new FakeReply(reply);

type Answer<R extends RouteContract> =
  | DataOf<R>
  | FakeReply
  | ((input: InputOf<R>, call: TransportCall) => DataOf<R> | FakeReply | Promise<DataOf<R> | FakeReply>);
export type FakeAnswers = { [K in RouteKey]?: Answer<Routes[K]> };

export interface FakeCall {
  key: RouteKey;
  input: unknown;
  call: TransportCall;
}

const keyOfRoute = new Map<RouteContract, RouteKey>(
  Object.values(allContracts).flatMap((table) =>
    Object.entries(table).map(([key, route]) => [route as RouteContract, key as RouteKey] as const),
  ),
);

/** Reassembles what the layer split into URL, query and body, so an answer sees the call's input. */
function inputOf(call: TransportCall): unknown {
  if (call.route.multipart) return call.body;
  const params: Record<string, string> = {};
  const names = call.route.url.split('/').filter((part) => part.startsWith(':'));
  const values = call.url.split('/').slice(-names.length);
  names.forEach((name, index) => (params[name.slice(1)] = decodeURIComponent(values[index] ?? '')));
  return { ...(call.body as object | undefined), ...call.query, ...(names.length > 0 ? params : {}) };
}

export function fakeApi(answers: FakeAnswers = {}, { token = 'test-token' }: { token?: string } = {}) {
  const table: Record<string, unknown> = { ...answers };
  const calls: FakeCall[] = [];
  // The layer's toasts are recorded, and shown where a test asks (`showToastsWith`, e.g. antd's message).
  let show: (msg: string) => void = () => {};
  const toast = vi.fn<(msg: string) => void>((msg) => show(msg));
  const onSessionInvalid = vi.fn();
  const onSessionCleared = vi.fn();

  const api: Requester = createRequester({
    transport: async (call) => {
      const key = keyOfRoute.get(call.route);
      if (!key) throw new Error(`not a contract entry: ${call.url}`);
      const input = inputOf(call);
      calls.push({ key, input, call });
      const answer = table[key];
      if (answer === undefined) return { code: 404, msg: '接口不存在', data: null };
      const value: unknown =
        typeof answer === 'function'
          ? await (answer as (i: unknown, c: TransportCall) => unknown)(input, call)
          : answer;
      return value instanceof FakeReply ? value.reply : { code: 200, msg: '成功', data: value };
    },
    getToken: () => token || undefined,
    toast,
    isServer: false,
    onSessionInvalid,
    onSessionCleared,
  });

  return {
    api,
    calls,
    toast,
    onSessionInvalid,
    onSessionCleared,
    /** Shows the layer's toasts through `sink` from now on (the console tests use antd's message). */
    showToastsWith(sink: (msg: string) => void) {
      show = sink;
    },
    /** Replaces or adds answers. */
    answer(more: FakeAnswers) {
      Object.assign(table, more);
    },
    /** The inputs of the calls to one entry, in order. */
    inputsOf: <K extends RouteKey>(key: K) =>
      calls.filter((c) => c.key === key).map((c) => c.input as InputOf<Routes[K]>),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** A page of rows as the server sends it. */
export const pageOf = <T>(list: T[], pageCurrent = 1, pageSize = 20) => ({
  list,
  totalCount: list.length,
  totalPage: Math.max(1, Math.ceil(list.length / pageSize)),
  pageCurrent,
  pageSize,
});
