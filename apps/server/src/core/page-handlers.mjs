// React Router's request handlers over the website's server build, one per group of routes (decision
// 0108). Plain JavaScript, so the render workers (render-worker.mjs, which runs without tsx's loader)
// and an in-thread render (core/web.ts) use the same code.
import { createRequestHandler } from 'react-router';

/**
 * @typedef {object} RouteGrouping What the website's server entry says about its routes
 *   (apps/web/app/route-groups.server.ts): which routes an address can match, by its first word.
 * @property {(routes: import('react-router').ServerBuild['routes']) => Map<string | undefined, Set<string>>} routeGroups
 * @property {(pathname: string) => string | undefined | null} addressWord
 */

/**
 * A build that knows only the routes `ids`: its route table and the browser's manifest of routes.
 * @param {import('react-router').ServerBuild} build
 * @param {Set<string>} ids
 * @returns {import('react-router').ServerBuild}
 */
function buildOf(build, ids) {
  /** @template T @param {Record<string, T>} table */
  const only = (table) => Object.fromEntries(Object.entries(table).filter(([id]) => ids.has(id)));
  return { ...build, routes: only(build.routes), assets: { ...build.assets, routes: only(build.assets.routes) } };
}

/**
 * The request handler for a build. React Router matches every request against all of a build's routes,
 * twice (to choose the handling, then in its loaders' handler), and builds each page's router from all
 * of them: with some 150 routes, a tenth of a render. An address can match only the routes of its
 * first word and those of any word, which the website's entry groups (`routeGroups`, `addressWord`), so
 * each group gets a handler over its routes only, made the first time it is needed. An address whose
 * word has no group (the route manifest the browser asks for, a page that does not exist) goes to the
 * handler over every route, as does every address of a build that does not group its routes.
 * @param {import('react-router').ServerBuild} build
 * @param {string} mode
 * @returns {import('react-router').RequestHandler}
 */
export function createPageHandler(build, mode) {
  const everyRoute = createRequestHandler(build, mode);
  const { routeGroups, addressWord } = /** @type {Partial<RouteGrouping>} */ (build.entry.module);
  if (typeof routeGroups !== 'function' || typeof addressWord !== 'function') return everyRoute;
  const groups = routeGroups(build.routes);
  /** @type {Map<string | undefined, import('react-router').RequestHandler>} */
  const handlers = new Map();
  return (request, context) => {
    const word = addressWord(new URL(request.url).pathname);
    const group = word === null ? undefined : groups.get(word);
    if (!group) return everyRoute(request, context);
    let handler = handlers.get(word);
    if (!handler) {
      handler = createRequestHandler(buildOf(build, group), mode);
      handlers.set(word, handler);
    }
    return handler(request, context);
  };
}
