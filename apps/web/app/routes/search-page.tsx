import { useNavigate, useParams, useSearchParams } from 'react-router';
import { SearchBox } from '~/components/search-box';
import { pageMeta } from '~/lib/page-meta';
import { searchUrl } from '~/lib/path-rules';

export const meta = pageMeta('搜索结果');

/** /search/{keyword}?type=N — the results arrive with the course, live, exam and community modules. */
export default function SearchPage() {
  const { str = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const type = Number(searchParams.get('type')) || 1;
  return (
    <section className="page-placeholder">
      <h1 className="page-placeholder__title">搜索结果</h1>
      <SearchBox key={str} defaultValue={str} onSearch={(keyword) => void navigate(searchUrl(keyword, type))} />
    </section>
  );
}
