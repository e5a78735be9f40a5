import { GradeExamScoreShow, GradeExamState, GradeJoinType, GradeRole, type GradeCard } from '@school/contracts';

/** How a class is joined, as the pages say it. */
export const joinTypeLabels: Record<GradeCard['joinType'], string> = {
  [GradeJoinType.open]: '直接加入',
  [GradeJoinType.apply]: '申请审核',
  [GradeJoinType.code]: '邀请码加入',
};

export const roleLabels: Record<number, string> = {
  [GradeRole.owner]: '创建者',
  [GradeRole.admin]: '管理员',
  [GradeRole.student]: '学员',
};

/** The date of a server time ('2026-11-20 10:00:00' → '2026-11-20'). */
export const dayOf = (time: string) => time.slice(0, 10);

export const periodOf = (grade: Pick<GradeCard, 'beginTime' | 'endTime'>) =>
  `${dayOf(grade.beginTime)} 至 ${dayOf(grade.endTime)}`;

export const placesLeft = (grade: Pick<GradeCard, 'capacity' | 'studentCount'>) =>
  Math.max(0, grade.capacity - grade.studentCount);

/** Where a class stands for everyone: 已解散, 已结束, 已满员, or open. */
export function gradeStateOf(grade: Pick<GradeCard, 'statusId' | 'isExpired' | 'capacity' | 'studentCount'>) {
  if (grade.statusId === 0) return '已解散';
  if (grade.isExpired === 1) return '已结束';
  if (placesLeft(grade) === 0) return '已满员';
  return '';
}

/** When a class exam shows its scores (GradeExam.scoreShow), as the pages say it. */
export const scoreShowLabels: Record<number, string> = {
  [GradeExamScoreShow.onSubmit]: '交卷后立即公布',
  [GradeExamScoreShow.afterMarking]: '老师批阅后公布',
  [GradeExamScoreShow.afterWindow]: '考试结束后公布',
};

export const examStateLabels: Record<number, string> = {
  [GradeExamState.notBegun]: '未开始',
  [GradeExamState.open]: '进行中',
  [GradeExamState.ended]: '已结束',
};

/** A window as one line: 2026-12-01 09:00 至 2026-12-01 11:00 (seconds left out). */
export const windowOf = (exam: { beginTime: string; endTime: string }) =>
  `${exam.beginTime.slice(0, 16)} 至 ${exam.endTime.slice(0, 16)}`;
