import { LecturerPage, lecturerMeta, loadLecturerPage } from '~/features/user/pages/lecturer-page';

export const loader = loadLecturerPage;
export const meta = lecturerMeta;
export default LecturerPage;
