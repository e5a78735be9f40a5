import { Tag } from 'antd';
import { Link } from 'react-router';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { exercisesQuery } from '../api/course-exercises';

/** 课程练习: the papers the teacher attached to this course, each opening in practice mode. Shown signed in only. */
export function CourseExercises({ courseId }: { courseId: string }) {
  const api = useApi();
  const exercises = usePersonalQuery(exercisesQuery(api, courseId));
  if (!exercises.data?.length) return null;
  return (
    <section className="course-section">
      <h2 className="course-section__title">课程练习</h2>
      <ul className="course-exercises">
        {exercises.data.map((paper) => (
          <li key={paper.id}>
            <Link to={`/exam/exercise/${paper.id}`}>{paper.examName}</Link>
            <span className="course-exercises__meta">
              {paper.problemCount} 题 · {paper.totalScore} 分 · {paper.answerMinutes} 分钟
              {paper.isFree ? null : <Tag color="orange">收费</Tag>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
