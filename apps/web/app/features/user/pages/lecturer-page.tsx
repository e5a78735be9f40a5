import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchLecturerCourses } from '~/features/user/lecturer/api/list-lecturer-course';
import { fetchPublicLecturer } from '~/features/user/lecturer/api/view-lecturer';
import { LecturerCourses } from '~/features/user/lecturer/components/lecturer-courses';
import { LecturerProfileCard } from '~/features/user/lecturer/components/lecturer-profile-card';
import '~/features/user/lecturer/lecturer.css';
import { optional } from '~/lib/loader-errors';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { pageOf } from '~/lib/paging';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';

/**
 * /lecturer/{id}[?page=N]: the lecturer (no such lecturer: 404) and page N of their on-shelf
 * courses, read together on the server. The page lives without the courses if that read fails.
 */
export async function loadLecturerPage({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const api = createServerApi(context, request);
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  const [lecturer, courses] = await Promise.all([
    fetchPublicLecturer(api, params.id),
    optional('讲师课程', fetchLecturerCourses(api, params.id, page), null),
  ]);
  if (!lecturer) notFound();
  return { lecturer, courses };
}

/** '<name> - 讲师主页 - <site>' */
export function lecturerMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadLecturerPage>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const name = loaderData?.lecturer.lecturerName;
  return siteMeta(name ? `${name} - 讲师主页` : '讲师主页', rootDataOf(matches));
}

/** A lecturer's public page: profile, followers and the follow button, introduction, courses. */
export function LecturerPage() {
  const { lecturer, courses } = useLoaderData<typeof loadLecturerPage>();
  return (
    <div className="lecturer-page page-width">
      <LecturerProfileCard key={lecturer.lecturerUserId} lecturer={lecturer} />
      <section className="lecturer-section">
        <h2 className="lecturer-section__title">讲师介绍</h2>
        <p className="lecturer-section__intro">{lecturer.introduce || '这位讲师还没有填写介绍。'}</p>
      </section>
      <LecturerCourses lecturerUserId={lecturer.lecturerUserId} page={courses} />
    </div>
  );
}
