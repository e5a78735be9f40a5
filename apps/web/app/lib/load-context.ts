/**
 * What the school server hands every loader and action (its `getLoadContext`).
 * The server resolves the site from the Host header and runs API calls in-process.
 */
export interface SchoolLoadContext {
  siteId: number; // resolved by the server from the Host (demo school 11)
  /**
   * Goes on every inline script the page writes; the server lists those scripts' hashes in the page's
   * policy (decision 0050). Always given by the server; loaders do not use it, and their tests leave it out.
   */
  nonce?: string;
  /** Calls the API in-process. url is relative to /apis, e.g. '/system/api/website/info/view'. Returns the envelope. */
  callApi(input: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: unknown;
    query?: Record<string, string>;
    token?: string;
  }): Promise<{ code: number; msg: string; data: unknown }>;
}

declare module 'react-router' {
  // Declaration merging needs an interface; it adds SchoolLoadContext's members to React Router's.
  interface AppLoadContext extends SchoolLoadContext {}
}
