import type { CounselSave } from '@school/contracts';
import type { FormRule } from 'antd';

/** The enquiry form's rules, in Chinese; the server checks the same (decision 0007). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const NAME_MAX = 30;
export const COURSE_NAME_MAX = 100;
export const MESSAGE_MAX = 500;

export const counselRules = {
  name: [
    { required: true, whitespace: true, message: '请输入您的姓名' },
    { max: NAME_MAX, message: `姓名最多 ${NAME_MAX} 个字` },
    { pattern: /^[^<>]*$/, message: '姓名不能包含 < > 等特殊字符' },
  ],
  mobile: [
    { required: true, message: '请输入手机号' },
    { pattern: MOBILE_PATTERN, message: '请输入正确的 11 位手机号' },
  ],
  course: [{ max: COURSE_NAME_MAX, message: `意向课程最多 ${COURSE_NAME_MAX} 个字` }],
  message: [{ max: MESSAGE_MAX, message: `留言最多 ${MESSAGE_MAX} 个字` }],
} satisfies Record<string, FormRule[]>;

export interface CounselFormValues {
  name: string;
  mobile: string;
  course?: string;
  message?: string;
}

/**
 * The enquiry call for the form's values: a course name that is one of the offered courses is sent
 * as its id (the server then files the enquiry under that course), any other text as a free name.
 */
export function toCounselSave(values: CounselFormValues, courses: { id: string; courseName: string }[]): CounselSave {
  const course = values.course?.trim() ?? '';
  const body: CounselSave = {
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    message: values.message?.trim() ?? '',
  };
  const known = courses.find((item) => item.courseName === course);
  if (known) body.courseId = known.id;
  else if (course) body.courseName = course;
  return body;
}

/** 138****0001 for the success message. */
export const maskMobile = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
