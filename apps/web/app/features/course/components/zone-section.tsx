import { RightOutlined } from '@ant-design/icons';
import type { ZoneWithCourses } from '@school/contracts';
import { CourseGrid, type CourseCardItem } from '~/components/course-card';
import { PlainLink } from '~/components/plain-link';

/** /terrace/{id}: a zone's landing page. */
export const zoneHref = (id: string) => `/terrace/${id}`;

/** What a home page zone shows: its name, description and courses (the loader sends nothing else). */
export type HomeZone = Pick<ZoneWithCourses, 'id' | 'zoneName' | 'zoneDesc'> & { courseList: CourseCardItem[] };

/** A home page zone: its name and description, its courses as cards, and 更多 to its landing page. */
export function ZoneSection({ zone }: { zone: HomeZone }) {
  if (zone.courseList.length === 0) return null;
  return (
    <section className="home-section zone-section" aria-labelledby={`zone-${zone.id}`}>
      <header className="home-section__head">
        <h2 id={`zone-${zone.id}`} className="home-section__title">
          {zone.zoneName}
        </h2>
        {zone.zoneDesc ? <p className="home-section__desc">{zone.zoneDesc}</p> : null}
        <PlainLink to={zoneHref(zone.id)} className="home-section__more" aria-label={`${zone.zoneName} 更多课程`}>
          更多 <RightOutlined />
        </PlainLink>
      </header>
      <CourseGrid courses={zone.courseList} />
    </section>
  );
}
