import { TerracePage, loadTerracePage, terraceMeta } from '~/features/course/pages/terrace-page';

export const loader = loadTerracePage;
export const meta = terraceMeta;
export default TerracePage;
