import type { ApiReply, Transport } from './request';
import { apiUrl } from '@school/contracts';

/** A fetch that never reached the server (offline, refused, aborted): passed on with a Chinese message. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('网络异常，请检查网络后重试', { cause });
    this.name = 'NetworkError';
  }
}

/** The browser's transport: fetch(apiUrl(url)) with the site-id and token headers. */
export function createFetchTransport(
  siteId: () => number,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Transport {
  return async ({ method, url, body, query, token, signal }) => {
    const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
    const headers: Record<string, string> = { 'site-id': String(siteId()) };
    if (token) headers.token = token;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined && method !== 'GET') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetchImpl(apiUrl(`${url}${search}`), {
        method,
        headers,
        body: payload,
        signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      throw new NetworkError(error);
    }
    // The server mirrors the error class in the HTTP status but always answers with the envelope.
    let reply: unknown;
    try {
      reply = await response.json();
    } catch {
      throw new Error(`服务器异常（HTTP ${response.status}）`);
    }
    if (!isReply(reply)) throw new Error(`服务器异常（HTTP ${response.status}）`);
    return reply;
  };
}

function isReply(value: unknown): value is ApiReply {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}
