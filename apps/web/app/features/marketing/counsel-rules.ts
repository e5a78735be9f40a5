import { CounselSave } from '@school/contracts';
import type { FormRule } from 'antd';
import { lengthRules, maxLengthOf, mobileRules } from '~/lib/form-rules';

/** The enquiry form's rules, in Chinese, built from the enquiry's save schema (decision 0007). */
export const NAME_MAX = maxLengthOf(CounselSave, 'name');
export const MESSAGE_MAX = maxLengthOf(CounselSave, 'message');

export const counselRules = {
  name: [
    { required: true, whitespace: true, message: '请输入您的姓名' },
    ...lengthRules(CounselSave, 'name', '姓名'),
    { pattern: /^[^<>]*$/, message: '姓名不能包含 < > 等特殊字符' },
  ],
  mobile: mobileRules,
  course: lengthRules(CounselSave, 'courseName', '意向课程'),
  message: lengthRules(CounselSave, 'message', '留言'),
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
