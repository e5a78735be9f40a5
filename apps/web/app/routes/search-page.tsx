import { SearchPage, loadSearchPage, searchMeta } from '~/features/search/pages/search-page';

export const loader = loadSearchPage;
export const meta = searchMeta;
export default SearchPage;
