import { afterEach, describe, expect, it } from 'vitest';
import { deleteBrowserToken, SIGNED_IN_MARK, setBrowserToken, signedInMarkScript } from './cookies';

const marked = () => document.documentElement.hasAttribute(SIGNED_IN_MARK);
const runHeadScript = () => new Function(signedInMarkScript)() as unknown;

afterEach(() => {
  document.cookie = 'RC_WEB_TOKEN=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute(SIGNED_IN_MARK);
});

describe('the signed-in mark on <html> (no 登录/注册 flash for a signed-in reader)', () => {
  it('the head script marks the page when the token cookie is there, and only then', () => {
    runHeadScript();
    expect(marked()).toBe(false);
    document.cookie = 'RC_WEB_TOKEN=; Path=/';
    runHeadScript();
    expect(marked()).toBe(false);
    document.cookie = 'theme=dark; Path=/';
    document.cookie = 'RC_WEB_TOKEN=abc; Path=/';
    runHeadScript();
    expect(marked()).toBe(true);
  });

  it('signing in and out keep it in step with the cookie', () => {
    setBrowserToken('abc');
    expect(marked()).toBe(true);
    deleteBrowserToken();
    expect(marked()).toBe(false);
  });
});
