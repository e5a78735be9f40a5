import { limitsOf } from './form-rules';
import * as contracts from '@school/contracts';
import { browserEntrySource } from '@school/contracts/browser-entry';
import { describe, expect, it } from 'vitest';

/** The browser build's `@school/contracts` (decision 0063), read back from the module text. */
const source = browserEntrySource('/contracts/index.ts');
const reExported = new Set(/^export \{ (.*) \} from "\/contracts\/index\.ts";$/m.exec(source)?.[1]?.split(', '));
const written = new Map(
  [...source.matchAll(/^export const (\w+) = (.*);$/gm)].map(([, name, json]) => [name, JSON.parse(json!) as unknown]),
);

describe('the contracts the browser gets', () => {
  it('export every value of the contracts, functions from their sources and the rest as data', () => {
    for (const [name, value] of Object.entries(contracts)) {
      if (name === 'allContracts' || name.endsWith('ContractGroups')) continue;
      if (typeof value === 'function') expect(reExported.has(name), name).toBe(true);
      else expect(reExported.has(name) || written.has(name), name).toBe(true);
    }
    expect(written.get('Limits')).toEqual(contracts.Limits);
    expect(written.get('MOBILE_PATTERN')).toBe(contracts.MOBILE_PATTERN);
  });

  it('keep of each call what the request layer reads, and no schema', () => {
    const fieldsOf = (schema: unknown) =>
      Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
    let pathAndQueryFields = 0;
    for (const [tableName, table] of Object.entries(contracts)) {
      if (!tableName.endsWith('Contracts') || tableName === 'allContracts') continue;
      const browserTable = written.get(tableName) as Record<string, Record<string, unknown>>;
      for (const [name, route] of Object.entries(table as Record<string, contracts.RouteContract>)) {
        const browserRoute = browserTable[name]!;
        expect(browserRoute, `${tableName}.${name}`).toMatchObject({ method: route.method, url: route.url });
        expect(browserRoute).not.toHaveProperty('response');
        expect(Boolean(browserRoute.body)).toBe(Boolean(route.body));
        // A form may take a field's limits from a call's body (limitsOf in lib/form-rules.ts).
        for (const field of fieldsOf(route.body)) {
          const { minLength, maxLength, pattern } = (route.body as { properties: Record<string, object> }).properties[
            field
          ] as { minLength?: number; maxLength?: number; pattern?: string };
          expect(limitsOf(browserRoute.body as never, field as never), `${tableName}.${name}.${field}`).toMatchObject({
            min: minLength ?? 0,
            max: maxLength,
            pattern,
          });
        }
        expect(Boolean(browserRoute.multipart)).toBe(Boolean(route.multipart));
        expect(fieldsOf(browserRoute.params)).toEqual(fieldsOf(route.params));
        expect(fieldsOf(browserRoute.querystring)).toEqual(fieldsOf(route.querystring));
        pathAndQueryFields += fieldsOf(route.params).length + fieldsOf(route.querystring).length;
      }
    }
    expect(pathAndQueryFields).toBeGreaterThan(0);
  });

  it('keep the save schemas forms read their limits from', () => {
    expect(written.get('DictSave')).toEqual(JSON.parse(JSON.stringify(contracts.DictSave)));
  });
});
