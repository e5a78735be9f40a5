import { describe, expect, it } from 'vitest';
import { loader as myStudyLoader } from '~/routes/my-study-page';
import { NOT_FOUND_TITLE } from './error-titles';
import { assertOptionalId, guardSignInPath, isValidId } from './route-guards';

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
    const response = caught(() => guardSignInPath(requestFor('/account/order?page=2'))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
    expect(response.headers.get('Set-Cookie')).toContain(
      `RC_WEB_RETURN=${encodeURIComponent('/account/order?page=2')}`,
    );
  });

  it('guards every path containing account, also outside /account', () => {
    expect(caught(() => guardSignInPath(requestFor('/blog/account?type=bk')))).toBeInstanceOf(Response);
    expect(caught(() => guardSignInPath(requestFor('/question/account/write.data')))).toBeInstanceOf(Response);
  });

  it('lets a reader with a token and public pages through', () => {
    expect(caught(() => guardSignInPath(requestFor('/account/order', 'tok')))).toBeUndefined();
    expect(caught(() => guardSignInPath(requestFor('/list')))).toBeUndefined();
  });

  it('guards the lecturer application too', () => {
    const response = caught(() => guardSignInPath(requestFor('/apply.data?_routes=routes%2Fapply-page'))) as Response;
    expect(response.headers.get('Location')).toBe('/login');
    expect(response.headers.get('Set-Cookie')).toContain(`RC_WEB_RETURN=${encodeURIComponent('/apply')}`);
  });

  it('checks only that the token cookie is there, so every signed-in reader gets the same page', () => {
    expect(caught(() => guardSignInPath(requestFor('/account/course?tab=2', 'ended-elsewhere')))).toBeUndefined();
    const emptied = new Request('http://demo.school.local/account/course', { headers: { Cookie: 'RC_WEB_TOKEN=' } });
    expect((caught(() => guardSignInPath(emptied)) as Response).status).toBe(302);
  });
});

describe('page ids', () => {
  it('accepts ids as the contracts write them (up to 19 digits, no leading zero), or no id', () => {
    expect(isValidId('1')).toBe(true);
    expect(isValidId('1234567890123456789')).toBe(true);
    expect(isValidId('12345678901234567890')).toBe(false);
    expect(isValidId('12a')).toBe(false);
    expect(isValidId('0')).toBe(false);
    expect(isValidId('0123')).toBe(false);
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
