import { GradeAdminPage } from '~/features/grade/pages/grade-admin-page';
import { gradeTitleFromNav } from '~/features/user/account/account-menus';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { useSchoolStore } from '~/lib/store';

/** Named after the nav item whose navUrl is grade (or 甄选课). */
export function meta({ matches }: { matches: Parameters<typeof rootDataOf>[0] }) {
  const root = rootDataOf(matches);
  return siteMeta(`${gradeTitleFromNav(root?.navList ?? [])}管理`, root);
}

export default function AccountGradesAdminRoute() {
  const title = useSchoolStore((state) => gradeTitleFromNav(state.navList.list));
  return <GradeAdminPage title={title} />;
}
