import { UserType } from '@school/contracts';
import { TEACHING_PAGES } from '~/lib/teaching-pages';

export interface MenuLink {
  label: string;
  to: string;
  /** Opens in a new tab. */
  newTab?: boolean;
}

export interface MenuGroup {
  title: string;
  links: MenuLink[];
}

export const LEARNER_MENU: MenuGroup = {
  title: '学习中心',
  links: [
    { label: '我的课程', to: '/account/course' },
    { label: '我的试卷', to: '/account/exams/myExam' },
    { label: '我的班级', to: '/account/grades/my' },
    { label: '学习记录', to: '/account/study' },
    { label: '我的订单', to: '/account/order' },
    { label: '我的收藏', to: '/account/collection' },
  ],
};

export const TEACHER_MENU: MenuGroup = { title: '教学管理', links: [...TEACHING_PAGES] };

export const ORGANISATION_MENU: MenuGroup = {
  title: '机构管理',
  links: [{ label: '机构中心', to: '/admin', newTab: true }],
};

export const COMMUNITY_MENU: MenuGroup = {
  title: '社区',
  links: [
    { label: '写博客', to: '/blog/account/write' },
    { label: '提问', to: '/question/account/write' },
    { label: '我的博客', to: '/blog/account?type=bk' },
    { label: '我的问答', to: '/blog/account?type=wd' },
  ],
};

/** The user popover's groups for a user type: learners' menu always, teaching for teachers, the centre for organisations. */
export function userMenuGroups(userType: number): MenuGroup[] {
  const groups = [LEARNER_MENU];
  if (userType === UserType.teacher) groups.push(TEACHER_MENU);
  if (userType === UserType.organisation) groups.push(ORGANISATION_MENU);
  groups.push(COMMUNITY_MENU);
  return groups;
}
