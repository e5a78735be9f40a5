import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf, allContracts, Code, type RouteContract } from '@school/contracts';
import { sessionMessages } from '../core/errors.ts';
import { send } from './call.ts';
import { type CallResult, createTestApp, DEMO_SITE_ID, demoUsers, OTHER_SITE_ID, type TestApp } from './test-app.ts';

/**
 * Every contract entry that needs a session is refused without one, with a made-up one, with another
 * school's, and with the other kind (a learner's on a console call, an operator's on a signed-in call).
 * The cases come from `allContracts`, so a new entry is checked without anyone listing it; `/<svc>/api/`
 * calls are public by their URL (route.ts `accessOf`) and are not cases here. The session is checked when the request arrives (app.ts `onRequest`),
 * before the body is read or validated, so no body is sent.
 */

/** Entries under `/auth/` or `/admin/` that are public on purpose (contract `access: 'visitor'`), with why. */
const publicByDesign: Record<string, string> = {};

const entries = Object.entries(allContracts).flatMap(([module, table]) =>
  Object.entries(table as Record<string, RouteContract>).map(([key, contract]) => ({
    key: `${module}.${key}`,
    method: contract.method,
    url: contract.url,
    access: contract.access ?? accessOf(contract.url),
  })),
);
const signedInCalls = entries.filter((entry) => entry.access === 'user');
const consoleCalls = entries.filter((entry) => entry.access === 'operator');

let t: TestApp;
let learner: string;
let operator: string;
let otherLearner: string;
let otherOperator: string;
beforeAll(async () => {
  t = await createTestApp();
  learner = await t.tokenFor(demoUsers[0].mobile);
  operator = await t.operatorToken();
  otherLearner = await t.tokenFor(demoUsers[0].mobile, OTHER_SITE_ID);
  otherOperator = await t.operatorToken(OTHER_SITE_ID);
});
afterAll(() => t.close());

/** The entry's own method and path (path parameters filled with a well-formed id), as the demo school. */
const callEntry = (entry: Pick<RouteContract, 'method' | 'url'>, token?: string, site = DEMO_SITE_ID) =>
  send(t.app, { ...entry, url: entry.url.replace(/:\w+/g, '1') } as RouteContract, undefined, {
    site,
    ...(token ? { token } : {}),
  });

const expectRefused = (res: CallResult, code: keyof typeof sessionMessages) =>
  expect([res.status, res.code, res.msg, res.data]).toEqual([401, code, sessionMessages[code], null]);

describe('every call that needs a session refuses the wrong one', () => {
  it('lists each public call under /auth/ or /admin/ with its reason', () => {
    const declaredPublic = entries.filter((entry) => entry.access === 'visitor' && accessOf(entry.url) !== 'visitor');
    expect(declaredPublic.map((entry) => entry.key).sort()).toEqual(Object.keys(publicByDesign).sort());
    // The cases are generated: an empty list would pass every one of them.
    expect([signedInCalls.length > 0, consoleCalls.length > 0]).toEqual([true, true]);
  });

  it('uses sessions that work in their own school', async () => {
    const ownUserCall = allContracts.user.viewUserExt;
    const ownConsoleCall = allContracts.system.adminListWebsiteNav;
    expect((await callEntry(ownUserCall, learner)).code).toBe(Code.ok);
    expect((await callEntry(ownUserCall, otherLearner, OTHER_SITE_ID)).code).toBe(Code.ok);
    expect((await callEntry(ownConsoleCall, operator)).code).toBe(Code.ok);
    expect((await callEntry(ownConsoleCall, otherOperator, OTHER_SITE_ID)).code).toBe(Code.ok);
  });

  it.each(signedInCalls)('signed-in call $key ($method $url)', async (entry) => {
    expectRefused(await callEntry(entry), Code.notSignedIn);
    expectRefused(await callEntry(entry, 'not-a-session-token'), Code.sessionInvalid);
    expectRefused(await callEntry(entry, otherLearner), Code.sessionInvalid);
    expectRefused(await callEntry(entry, operator), Code.sessionInvalid);
  });

  it.each(consoleCalls)('console call $key ($method $url)', async (entry) => {
    expectRefused(await callEntry(entry), Code.notSignedIn);
    expectRefused(await callEntry(entry, 'not-a-session-token'), Code.sessionInvalid);
    expectRefused(await callEntry(entry, otherOperator), Code.sessionInvalid);
    expectRefused(await callEntry(entry, learner), Code.sessionInvalid);
  });
});
