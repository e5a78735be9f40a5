import { describe, expect, it } from 'vitest';
import { loader as myStudyLoader } from '~/routes/my-study-page';
import { learner } from '../../test/fixtures';
import { NOT_FOUND_TITLE } from './error-titles';
import { assertOptionalId, guardAccountPath, isValidId } from './route-guards';

const requestFor = (url: string, token?: string) =>
  new Request(`http://demo.school.local${url}`, { headers: token ? { Cookie: `RC_WEB_TOKEN=${token}` } : {} });

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('account guard', () => {
  it('sends a visitor on an account page to /login and remembers the page', () => {
    const response = caught(() => guardAccountPath(requestFor('/account/order?page=2'))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
    expect(response.headers.get('Set-Cookie')).toContain(
      `RC_WEB_RETURN=${encodeURIComponent('/account/order?page=2')}`,
    );
  });

  it('guards every path containing account, also outside /account', () => {
    expect(caught(() => guardAccountPath(requestFor('/blog/account?type=bk')))).toBeInstanceOf(Response);
    expect(caught(() => guardAccountPath(requestFor('/question/account/write.data')))).toBeInstanceOf(Response);
  });

  it('lets a reader with a token and public pages through', () => {
    expect(caught(() => guardAccountPath(requestFor('/account/order', 'tok')))).toBeUndefined();
    expect(caught(() => guardAccountPath(requestFor('/list')))).toBeUndefined();
  });

  it('signs out a reader whose session ended elsewhere and sends them to sign in, remembering the page', () => {
    const signedOut = { status: 'signed-out', msg: '您的账号已在其他地方登录！' } as const;
    // /account/course is a page whose own loader makes no signed-in call.
    const response = caught(() => guardAccountPath(requestFor('/account/course?tab=2', 'old'), signedOut)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?t=login');
    const cookies = response.headers.get('Set-Cookie');
    expect(cookies).toContain('RC_WEB_TOKEN=; Path=/; Max-Age=0');
    expect(cookies).toContain(`RC_WEB_RETURN=${encodeURIComponent('/account/course?tab=2')}`);
    expect(
      caught(() => guardAccountPath(requestFor('/blog/account.data?_routes=root', 'old'), signedOut)),
    ).toBeInstanceOf(Response);
  });

  it('a signed-out reader may stay on public pages; a signed-in one on account pages', () => {
    const signedOut = { status: 'signed-out', msg: '' } as const;
    expect(caught(() => guardAccountPath(requestFor('/list', 'old'), signedOut))).toBeUndefined();
    expect(
      caught(() => guardAccountPath(requestFor('/account/course', 'tok'), { status: 'signed-in', userInfo: learner })),
    ).toBeUndefined();
  });
});

describe('page ids', () => {
  it('accepts digit strings of up to 19 characters, or no id', () => {
    expect(isValidId('1')).toBe(true);
    expect(isValidId('1234567890123456789')).toBe(true);
    expect(isValidId('12345678901234567890')).toBe(false);
    expect(isValidId('12a')).toBe(false);
    expect(caught(() => assertOptionalId(undefined))).toBeUndefined();
  });

  it('a bad id is a 404 whose message is the Chinese title of the 404 page', () => {
    const error = caught(() => assertOptionalId('abc'));
    expect(error).toMatchObject({ data: NOT_FOUND_TITLE, init: { status: 404 } });
  });
});

describe('/myStudy', () => {
  it('takes a signed-in reader to the study centre', () => {
    const response = caught(() => myStudyLoader({ request: requestFor('/myStudy', 'tok') } as never)) as Response;
    expect(response.headers.get('Location')).toBe('/account/study');
  });

  it('takes a visitor to sign in', () => {
    const response = caught(() => myStudyLoader({ request: requestFor('/myStudy') } as never)) as Response;
    expect(response.headers.get('Location')).toBe('/login');
  });
});
