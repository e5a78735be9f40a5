import { MyGradesPage } from '~/features/grade/pages/my-grades-page';
import { gradeTitleFromNav } from '~/features/user/account/account-menus';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { useSchoolStore } from '~/lib/store';

/** Named after the nav item whose navUrl is grade (or 甄选课). */
export function meta({ matches }: { matches: Parameters<typeof rootDataOf>[0] }) {
  const root = rootDataOf(matches);
  return siteMeta(`我的${gradeTitleFromNav(root?.navList ?? [])}`, root);
}

export default function AccountGradesMyRoute() {
  const title = useSchoolStore((state) => gradeTitleFromNav(state.navList.list));
  return <MyGradesPage title={title} />;
}
