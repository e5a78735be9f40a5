import { hash } from '@node-rs/argon2';
import { userContracts, systemContracts } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsRehash } from './passwords.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../testing/test-app.ts';

/** Decision 0049: hashes made with node-argon2's old defaults are replaced at the next sign-in. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What every password was hashed with before: node-argon2's defaults (64 MiB, 3 passes, 4 lanes). */
const oldHash = () => hash(DEMO_PASSWORD, { memoryCost: 65536, timeCost: 3, parallelism: 4 });
const NEW_PARAMS = '$m=19456,t=2,p=1$';

const learnerHash = async () =>
  (
    await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('site_id', '=', 11)
      .where('mobile', '=', '13800000001')
      .executeTakeFirstOrThrow()
  ).password_hash;
const operatorHash = async () =>
  (
    await t.db
      .selectFrom('operator')
      .select('password_hash')
      .where('site_id', '=', 11)
      .where('login_name', '=', 'admin')
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('an old password hash', () => {
  it('is hashed again with the new parameters when the learner signs in', async () => {
    const old = await oldHash();
    expect(old).toContain('$m=65536,t=3,p=4$');
    await t.db
      .updateTable('users')
      .set({ password_hash: old })
      .where('site_id', '=', 11)
      .where('mobile', '=', '13800000001')
      .execute();
    const login = () => t.call(userContracts.loginByPassword, { mobile: '13800000001', password: DEMO_PASSWORD });
    expect((await login()).code).toBe(200);
    const renewed = await learnerHash();
    expect(renewed).toContain(NEW_PARAMS);
    expect((await login()).code).toBe(200);
    // A hash with today's parameters is kept as it is.
    expect(await learnerHash()).toBe(renewed);
  });

  it('is hashed again with the new parameters when the operator signs in', async () => {
    await t.db
      .updateTable('operator')
      .set({ password_hash: await oldHash() })
      .where('site_id', '=', 11)
      .where('login_name', '=', 'admin')
      .execute();
    const login = () => t.call(systemContracts.loginOperator, { loginName: 'admin', password: DEMO_PASSWORD });
    expect((await login()).code).toBe(200);
    const renewed = await operatorHash();
    expect(renewed).toContain(NEW_PARAMS);
    expect((await login()).code).toBe(200);
    expect(await operatorHash()).toBe(renewed);
  });

  it('is kept when the password is wrong', async () => {
    const old = await oldHash();
    await t.db.updateTable('operator').set({ password_hash: old }).where('site_id', '=', 11).execute();
    const wrong = await t.call(systemContracts.loginOperator, { loginName: 'admin', password: 'wrong-pass' });
    expect(wrong.msg).toBe('账号或密码错误');
    expect(await operatorHash()).toBe(old);
  });
});

describe('needsRehash', () => {
  it('reads the parameters of a PHC string in any order', () => {
    const salt = '$c29tZXNhbHQ$aGFzaA';
    expect(needsRehash(`$argon2id$v=19$m=19456,t=2,p=1${salt}`)).toBe(false);
    expect(needsRehash(`$argon2id$v=19$m=19456,p=1,t=2${salt}`)).toBe(false);
    expect(needsRehash(`$argon2id$v=19$m=65536,t=3,p=4${salt}`)).toBe(true);
    expect(needsRehash(`$argon2i$v=19$m=19456,t=2,p=1${salt}`)).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });
});
