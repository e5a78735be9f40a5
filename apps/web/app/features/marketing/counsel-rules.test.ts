import { describe, expect, it } from 'vitest';
import { MOBILE_PATTERN, ruleRegExp } from '@school/contracts';
import { maskMobile, toCounselSave } from './counsel-rules';

const courses = [{ id: '42', courseName: '雅思 7 分全科系统班' }];

describe('enrolment enquiry form', () => {
  it('sends a course chosen from the list as its id', () => {
    expect(
      toCounselSave(
        { name: ' 张同学 ', mobile: '13812345678', course: '雅思 7 分全科系统班', message: ' 周末班 ' },
        courses,
      ),
    ).toEqual({ name: '张同学', mobile: '13812345678', courseId: '42', message: '周末班' });
  });

  it('sends any other course text as a free name, and nothing when empty', () => {
    expect(toCounselSave({ name: '李', mobile: '13912345678', course: '商务口语' }, courses)).toEqual({
      name: '李',
      mobile: '13912345678',
      courseName: '商务口语',
      message: '',
    });
    expect(toCounselSave({ name: '李', mobile: '13912345678', course: '  ' }, courses)).toEqual({
      name: '李',
      mobile: '13912345678',
      message: '',
    });
  });

  it('accepts mainland mobiles only and masks them for the success message', () => {
    expect(ruleRegExp(MOBILE_PATTERN).test('13812345678')).toBe(true);
    expect(ruleRegExp(MOBILE_PATTERN).test('12812345678')).toBe(false);
    expect(ruleRegExp(MOBILE_PATTERN).test('1381234567')).toBe(false);
    expect(maskMobile('13812345678')).toBe('138****5678');
  });
});
