import type { Lecturer } from '@school/contracts';
import { Picture } from '~/components/picture';
import { PlainLink } from '~/components/plain-link';
import { RoundAvatar } from '~/components/round-avatar';
import './lecturer-cards.css';

/** /lecturer/{userId}: a lecturer's page. */
export const lecturerHref = (userId: string) => `/lecturer/${userId}`;

/**
 * Lecturers as cards: photo, name, position, introduction, number of courses. The photos load as they
 * come near the screen: the cards are far down the pages that show them, and an eager picture puts a
 * preload hint for it into the document's head (decision 0096).
 */
export function LecturerCards({ lecturers, columns = 4 }: { lecturers: Lecturer[]; columns?: 3 | 4 }) {
  return (
    <ul className={`lecturer-cards lecturer-cards--${columns}`}>
      {lecturers.map((lecturer) => (
        <li key={lecturer.id}>
          <PlainLink to={lecturerHref(lecturer.lecturerUserId)} className="lecturer-card">
            <RoundAvatar
              size={72}
              src={
                lecturer.headImgUrl ? (
                  <Picture src={lecturer.headImgUrl} sizes="72px" alt="" loading="lazy" />
                ) : undefined
              }
            >
              {lecturer.lecturerName.slice(0, 1)}
            </RoundAvatar>
            <h3 className="lecturer-card__name">{lecturer.lecturerName}</h3>
            <p className="lecturer-card__position">{lecturer.lecturerPosition}</p>
            <p className="lecturer-card__intro">{lecturer.introduce}</p>
            <p className="lecturer-card__count">{lecturer.courseCount} 门课程</p>
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}
