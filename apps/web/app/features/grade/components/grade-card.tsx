import type { GradeCard } from '@school/contracts';
import { TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Picture } from '~/components/picture';
import { gradeStateOf, joinTypeLabels, periodOf, placesLeft } from './grade-facts';

/** A class in the catalogue: cover, name, lecturer, period, places left; opens /grade/view/{id}. */
export function GradeCardLink({ grade }: { grade: GradeCard }) {
  const state = gradeStateOf(grade);
  return (
    <Link className="grade-card" to={`/grade/view/${grade.id}`}>
      <span className="grade-card__cover">
        {grade.gradeLogo ? (
          <Picture src={grade.gradeLogo} sizes="(max-width: 600px) 100vw, 280px" alt="" loading="lazy" />
        ) : (
          <TeamOutlined aria-hidden />
        )}
      </span>
      <span className="grade-card__body">
        <span className="grade-card__name">{grade.gradeName}</span>
        <span className="grade-card__facts">
          {grade.categoryName} · {grade.lecturerName}
        </span>
        <span className="grade-card__facts">{periodOf(grade)}</span>
        <span className="grade-card__foot">
          <span className="grade-card__tag">{joinTypeLabels[grade.joinType]}</span>
          <span className={state ? 'grade-card__state grade-card__state--closed' : 'grade-card__state'}>
            {state || `剩余 ${placesLeft(grade)} 个名额`}
          </span>
        </span>
      </span>
    </Link>
  );
}
