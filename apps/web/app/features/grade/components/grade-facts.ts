import { GradeJoinType, GradeRole, type GradeCard } from '@school/contracts';

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
