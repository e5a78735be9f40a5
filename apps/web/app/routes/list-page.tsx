import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AdvLocation, loadAdverts } from '~/features/content/api/list-adv';
import { AdvSlot } from '~/features/content/components/adv-slot';
import { CourseListPage, courseListMeta, loadCourseList } from '~/features/course/pages/course-list-page';

/** /list: the course list with an advert beside it. */
export async function loader(args: LoaderFunctionArgs) {
  const [list, adverts] = await Promise.all([loadCourseList(args), loadAdverts(args, AdvLocation.listSide)]);
  return { ...list, adverts };
}

export const meta = courseListMeta;

export default function ListRoute() {
  const { adverts } = useLoaderData<typeof loader>();
  return (
    <CourseListPage
      side={<AdvSlot adverts={adverts} location={AdvLocation.listSide} sizes="260px" className="list-page__side" />}
    />
  );
}
