import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, userContracts } from '@school/contracts';
import { createFakeClock, createTestApp, DEMO_PASSWORD, OTHER_SITE_ID, type TestApp } from '../testing/test-app.ts';

/**
 * Resolved sessions are kept (core/sessions.ts); every way a session ends must still be seen on the
 * very next call. The clock is moved past the settling time after each sign-in, so the session is kept.
 */
const clock = createFakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const SETTLED_MS = 10_000;

async function keptToken(mobile: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await t.call(userContracts.loginByPassword, { mobile, password });
  expect(login.code).toBe(200);
  clock.advance(SETTLED_MS);
  expect((await me(login.data.token)).code).toBe(200);
  return login.data.token;
}

const me = (token: string) => t.call(userContracts.viewUserExt, undefined, { as: { token } });

describe('kept sessions', () => {
  it('answers from the kept session without reading the table again', async () => {
    const token = await keptToken('13800000001');
    // Expired in the table behind the kept copy's back: the kept copy still carries the old end.
    await t.db
      .updateTable('session')
      .set({ expires_at: clock.now() - 1 })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await me(token)).code).toBe(200);
    // Its own end still counts.
    clock.advance(24 * 60 * 60 * 1000);
    expect((await me(token)).code).toBe(Code.sessionExpired);
  });

  it('ends a kept session at once on sign-out', async () => {
    const token = await keptToken('13800000001');
    expect((await t.call(userContracts.exitLogin, { clientType: 1 }, { as: { token } })).code).toBe(200);
    expect((await me(token)).code).toBe(Code.sessionInvalid);
  });

  it('tells a kept session at once that the account signed in elsewhere', async () => {
    const first = await keptToken('13800000001');
    const second = await keptToken('13800000001');
    expect((await me(first)).code).toBe(Code.signedInElsewhere);
    expect((await me(second)).code).toBe(200);
  });

  it('ends every kept session of an account at once when its password changes', async () => {
    const token = await keptToken('13800000003');
    const changed = await t.call(
      userContracts.changePassword,
      { oldPassword: DEMO_PASSWORD, password: 'newpass123' },
      { as: { token } },
    );
    expect(changed.code).toBe(200);
    expect((await me(token)).code).toBe(Code.sessionInvalid);
    expect((await me(await keptToken('13800000003', 'newpass123'))).code).toBe(200);
  });

  it('does not let a token of another school or a made-up one in', async () => {
    const token = await keptToken('13800000001');
    expect(
      (await t.call(userContracts.viewUserExt, undefined, { as: { token, siteId: OTHER_SITE_ID } })).code,
    ).not.toBe(200);
    expect((await me(`${token.slice(0, -2)}xx`)).code).toBe(Code.sessionInvalid);
  });
});
