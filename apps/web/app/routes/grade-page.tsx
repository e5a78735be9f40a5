import { GradeListPage, loadGradeList } from '~/features/grade/pages/grade-list-page';
import { gradeTitleFromNav } from '~/features/user/account/account-menus';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { useSchoolStore } from '~/lib/store';

export const loader = loadGradeList;

/** Named after the nav item whose navUrl is grade (or 甄选课). */
export function meta({ matches }: { matches: Parameters<typeof rootDataOf>[0] }) {
  const root = rootDataOf(matches);
  return siteMeta(gradeTitleFromNav(root?.navList ?? []), root);
}

export default function GradeRoute() {
  const title = useSchoolStore((state) => gradeTitleFromNav(state.navList.list));
  return <GradeListPage title={title} />;
}
