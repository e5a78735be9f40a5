import { SchoolProfilePage, loadSchoolProfile, schoolProfileMeta } from '~/features/course/pages/school-profile-page';

export const loader = loadSchoolProfile;
export const meta = schoolProfileMeta;
export default SchoolProfilePage;
