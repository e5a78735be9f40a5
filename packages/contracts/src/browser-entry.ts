import * as contracts from './index.ts';
import type { RouteContract } from './route.ts';

/**
 * The browser's `@school/contracts`, written when the website is built (apps/web/vite.config.ts,
 * decision 0063): the same exports with the same values, but no schema is built in the browser, so
 * a page does not load typebox and every contract's schemas.
 * - A route table keeps what the request layer reads: method, URL, access, multipart, whether there
 *   is a body, and the names of the path and query fields; and of the body's fields, the limits forms
 *   take (lib/form-rules.ts: length, pattern, its words).
 * - Constants, messages and the save schemas that forms read their limits from are written out as
 *   their JSON values.
 * - Functions are re-exported from `realEntry`; the build drops the schema code around them.
 */
export function browserEntrySource(realEntry: string): string {
  const functions: string[] = [];
  const lines: string[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (name === 'allContracts' || /ContractGroups$/.test(name)) continue;
    if (isRouteTable(value)) lines.push(`export const ${name} = ${JSON.stringify(mapValues(value, routeForBrowser))};`);
    else if (isPlainData(value)) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    else functions.push(name);
  }
  return [`export { ${functions.join(', ')} } from ${JSON.stringify(realEntry)};`, ...lines, ''].join('\n');
}

function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isPlainData);
}

function isRouteTable(value: unknown): value is Record<string, RouteContract> {
  if (!value || typeof value !== 'object') return false;
  const routes = Object.values(value);
  return (
    routes.length > 0 &&
    routes.every((route) => route && typeof route === 'object' && typeof route.url === 'string' && 'method' in route)
  );
}

const mapValues = <T, U>(table: Record<string, T>, map: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(table).map(([key, value]) => [key, map(value)]));

const fieldNames = (schema: unknown) => ({
  properties: mapValues((schema as { properties?: Record<string, unknown> }).properties ?? {}, () => ({})),
});

const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'description'];

/** Each body field with only its length, pattern and words; the rest of the schema stays on the server. */
const bodyLimits = (schema: unknown) => ({
  properties: mapValues(
    (schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {},
    (field) => Object.fromEntries(LIMIT_KEYWORDS.filter((keyword) => keyword in field).map((k) => [k, field[k]])),
  ),
});

function routeForBrowser(route: RouteContract) {
  return {
    method: route.method,
    url: route.url,
    ...(route.access ? { access: route.access } : {}),
    ...(route.multipart ? { multipart: true } : {}),
    ...(route.body ? { body: bodyLimits(route.body) } : {}),
    ...(route.params ? { params: fieldNames(route.params) } : {}),
    ...(route.querystring ? { querystring: fieldNames(route.querystring) } : {}),
  };
}
