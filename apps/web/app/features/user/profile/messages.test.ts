import { describe, expect, it } from 'vitest';
import { isReadOf, messageQueryOf, messageSearch, unreadAfter } from './messages';
import { researchBody, researchFormValues } from './research';

describe('message list address and badge', () => {
  it('reads the filter and page from the address', () => {
    expect(messageQueryOf(new URLSearchParams(''))).toEqual({ filter: 'all', page: 1 });
    expect(messageQueryOf(new URLSearchParams('status=unread&page=3'))).toEqual({ filter: 'unread', page: 3 });
    expect(messageQueryOf(new URLSearchParams('status=x&page=-2'))).toEqual({ filter: 'all', page: 1 });
  });

  it('maps filters to isRead and back to the address', () => {
    expect(isReadOf('all')).toBeUndefined();
    expect(isReadOf('unread')).toBe(0);
    expect(isReadOf('read')).toBe(1);
    expect(messageSearch('all', 1)).toBe('?');
    expect(messageSearch('read', 2)).toBe('?status=read&page=2');
  });

  it('never lets the badge go below zero', () => {
    expect(unreadAfter(3, 1)).toBe(2);
    expect(unreadAfter(1, 4)).toBe(0);
  });
});

describe('learning questionnaire', () => {
  it('starts with sensible defaults and sends trimmed answers, at most 10 interests', () => {
    expect(researchFormValues(null)).toEqual({ weeklyHours: 3, interests: [] });
    const interests = Array.from({ length: 12 }, (_, index) => `兴趣${index}`);
    expect(
      researchBody({
        learningGoal: '考研英语',
        englishLevel: '中级（B1）',
        weeklyHours: 6,
        interests,
        remark: ' 多些真题 ',
      }),
    ).toEqual({
      learningGoal: '考研英语',
      englishLevel: '中级（B1）',
      weeklyHours: 6,
      interests: interests.slice(0, 10),
      remark: '多些真题',
    });
  });
});
