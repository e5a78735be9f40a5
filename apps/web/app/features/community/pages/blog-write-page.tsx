import { LabelType } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { QueryContent } from '~/components/query-content';
import { communityQueries } from '~/features/community/api/queries';
import { BlogWriteForm } from '~/features/community/components/blog-write-form';
import '~/features/community/community.css';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { isValidId } from '~/lib/route-guards';

/** /blog/account/write[?id=]: a new post, or one of mine to edit. No header or footer (a 'write' path). */
export function BlogAccountWritePage() {
  const api = useApi();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const labels = useQuery(communityQueries.labels(api, LabelType.blog));
  const post = usePersonalQuery({ ...communityQueries.blogMine(api, id), enabled: isValidId(id) });
  if (!isValidId(id)) {
    return labels.data ? <BlogWriteForm labels={labels.data} /> : <Skeleton active className="write-page__body" />;
  }
  return (
    <QueryContent query={post}>
      {(detail) =>
        labels.data ? <BlogWriteForm key={detail.id} post={detail} labels={labels.data} /> : <Skeleton active />
      }
    </QueryContent>
  );
}
