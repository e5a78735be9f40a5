import type { LoaderFunctionArgs } from 'react-router';
import { UnderConstruction } from '~/components/under-construction';
import { gradeTitleFromNav } from '~/features/user/account/account-menus';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { assertOptionalId } from '~/lib/route-guards';
import { useSchoolStore } from '~/lib/store';

export function loader({ params }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  return null;
}

/** Named after the nav item whose navUrl is grade (or 甄选课). */
export function meta({ matches }: { matches: Parameters<typeof rootDataOf>[0] }) {
  const root = rootDataOf(matches);
  const gradeTitle = gradeTitleFromNav(root?.navList ?? []);
  return siteMeta(`${gradeTitle}详情`, root);
}

export default function GradeViewPage() {
  const gradeTitle = useSchoolStore((state) => gradeTitleFromNav(state.navList.list));
  return <UnderConstruction title={`${gradeTitle}详情`} />;
}
