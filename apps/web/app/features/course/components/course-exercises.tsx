import type { PaperInfo } from '@school/contracts';
import { Tag } from 'antd';
import { PlainLink } from '~/components/plain-link';

/**
 * 课程练习: the papers the teacher attached to this course (read with the page's document), each
 * opening in practice mode. Shown signed in only.
 */
export function CourseExercises({ exercises }: { exercises: PaperInfo[] }) {
  if (exercises.length === 0) return null;
  return (
    <section className="course-section">
      <h2 className="course-section__title">课程练习</h2>
      <ul className="course-exercises">
        {exercises.map((paper) => (
          <li key={paper.id}>
            <PlainLink to={`/exam/exercise/${paper.id}`}>{paper.examName}</PlainLink>
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
