import { GradeViewPage, gradeViewMeta, loadGradeView } from '~/features/grade/pages/grade-view-page';
import { gradeTitleFromNav } from '~/features/user/account/account-menus';
import { useSchoolStore } from '~/lib/store';

export const loader = loadGradeView;
export const meta = gradeViewMeta;

export default function GradeViewRoute() {
  const title = useSchoolStore((state) => gradeTitleFromNav(state.navList.list));
  return <GradeViewPage title={title} />;
}
