import { describe, expect, it } from 'vitest';
import { resolveReturnAddress } from '~/lib/request';
import { lessonAddress } from './lesson-address';

describe('the address a visitor returns to after signing in from a lesson', () => {
  it('is the tapped lesson on its course page', () => {
    expect(lessonAddress('/course/view/7', '', '55')).toBe('/course/view/7?periodId=55');
    expect(lessonAddress('/course/view/7', '?periodId=3&t=120', '55')).toBe('/course/view/7?periodId=55');
    expect(resolveReturnAddress(lessonAddress('/course/view/7', '', '55'))).toBe('/course/view/7?periodId=55');
  });

  it('is only ever a path of this site', () => {
    expect(resolveReturnAddress('//evil.example/course')).toBe('/');
    expect(resolveReturnAddress('https://evil.example/')).toBe('/');
    expect(resolveReturnAddress('/\\evil.example')).toBe('/');
  });
});
