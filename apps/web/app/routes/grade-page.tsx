import { UnderConstruction } from '~/components/under-construction';
import { gradeTitleFromNav } from '~/features/user/account/account-menus';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { useSchoolStore } from '~/lib/store';

/** Named after the nav item whose navUrl is grade (or 甄选课). */
export function meta({ matches }: { matches: Parameters<typeof rootDataOf>[0] }) {
  const root = rootDataOf(matches);
  const gradeTitle = gradeTitleFromNav(root?.navList ?? []);
  return siteMeta(gradeTitle, root);
}

export default function GradePage() {
  const gradeTitle = useSchoolStore((state) => gradeTitleFromNav(state.navList.list));
  return <UnderConstruction title={gradeTitle} />;
}
