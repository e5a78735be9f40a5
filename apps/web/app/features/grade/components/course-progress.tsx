import { Progress, Spin } from 'antd';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { gradeQueries } from '../api/queries';

/** A member's progress in each course of a class (mine, or a student's for the class's administrators). */
export function CourseProgressList({ gradeId, userId }: { gradeId: string; userId?: string }) {
  const progress = usePersonalQuery(gradeQueries.progress(useApi(), { gradeId, userId }));
  if (progress.isPending) return <Spin size="small" />;
  if (progress.isError) return <p className="grade-coming">学习进度暂时无法读取，请稍后重试</p>;
  if (progress.data.length === 0) return <p className="grade-coming">班级还没有安排课程</p>;
  return (
    <ul className="grade-progress" aria-label="课程学习进度">
      {progress.data.map((course) => (
        <li key={course.courseId}>
          <span>
            {course.courseName}（{course.learnedCount}/{course.periodCount} 课时）
          </span>
          <Progress percent={course.progress} size="small" aria-label={`${course.courseName}学习进度`} />
        </li>
      ))}
    </ul>
  );
}
