/** A teacher's own pages (教学管理), listed in the header's user menu and in the account's side menu. */
export const TEACHING_PAGES: readonly { label: string; to: string }[] = [
  { label: '点播管理', to: '/account/vod' },
  { label: '直播管理', to: '/account/live' },
  { label: '资源管理', to: '/account/resource' },
  { label: '文库管理', to: '/account/library' },
  { label: '推流设置', to: '/account/channel' },
  { label: '试卷管理', to: '/account/exams' },
  { label: '阅卷', to: '/account/exams/examAdmin' },
  { label: '我教的班级', to: '/account/grades/teacher' },
  { label: '试题管理', to: '/account/subject' },
  { label: '我的收益', to: '/account/earnings' },
  { label: '讲师信息', to: '/account/teacher' },
];
