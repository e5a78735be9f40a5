import { useSearchParams } from 'react-router';
import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的社区');

/** type=bk: my blogs; type=wd: my Q&A. */
export default function BlogAccountPage() {
  const [searchParams] = useSearchParams();
  return <UnderConstruction title={searchParams.get('type') === 'wd' ? '我的问答' : '我的博客'} />;
}
