import type { NavBar } from '@school/contracts';
import { DEFAULT_GRADE_TITLE } from '~/lib/constants';

export interface AccountMenuEntry {
  label: string;
  to: string;
}

/** The class (grade) pages are named after the nav item whose navUrl is grade, or 甄选课. */
export function gradeTitleFromNav(navList: NavBar[]): string {
  const item = navList.find((nav) => nav.navUrl.trim().replace(/^\//, '') === 'grade');
  return item?.navTitle.trim() || DEFAULT_GRADE_TITLE;
}

export function studyMenuEntries(gradeTitle: string): AccountMenuEntry[] {
  return [
    { label: '学习记录', to: '/account/study' },
    { label: '我的课程', to: '/account/course' },
    { label: `我的${gradeTitle}`, to: '/account/grades/my' },
    { label: '我的试卷', to: '/account/exams/myExam' },
    { label: '我的考试', to: '/account/exams/myExamination' },
    { label: '错题记录', to: '/account/error/problem' },
    { label: '我的笔记', to: '/account/notes' },
    { label: '我的收藏', to: '/account/collection' },
  ];
}

/**
 * The account side menu (SPEC §2, with 我的消息, 我的关注 and 我的收益 added): 我的推荐 only for
 * recommended users, 我的收益 for those who earn (lecturers and recommended users), '{title}管理'
 * only for class administrators.
 */
export function accountSideMenuEntries({
  isRecommended,
  isTeacher,
  isGradeAdmin,
  gradeTitle,
}: {
  isRecommended: boolean;
  isTeacher: boolean;
  isGradeAdmin: boolean;
  gradeTitle: string;
}): AccountMenuEntry[] {
  const entries: AccountMenuEntry[] = [
    { label: '个人信息', to: '/account/info' },
    { label: '我的消息', to: '/account/message' },
    { label: '我的订单', to: '/account/order' },
    ...studyMenuEntries(gradeTitle),
    { label: '我的关注', to: '/account/attention' },
  ];
  if (isRecommended) entries.push({ label: '我的推荐', to: '/account/recommend' });
  // A teacher finds 我的收益 among the teaching pages (教学管理), listed below this menu.
  if (isRecommended && !isTeacher) entries.push({ label: '我的收益', to: '/account/earnings' });
  if (isGradeAdmin) entries.push({ label: `${gradeTitle}管理`, to: '/account/grades/admin' });
  entries.push({ label: '意见反馈', to: '/account/feedback' }, { label: '修改密码', to: '/account/reset' });
  return entries;
}
