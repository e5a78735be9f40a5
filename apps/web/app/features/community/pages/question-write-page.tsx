import { LabelType } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { QueryContent } from '~/components/query-content';
import { communityQueries } from '~/features/community/api/queries';
import { QuestionWriteForm } from '~/features/community/components/question-write-form';
import '~/features/community/community.css';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { isValidId } from '~/lib/route-guards';

/** /question/account/write[?id=]: asking, or editing one of my questions. No header or footer. */
export function QuestionAccountWritePage() {
  const api = useApi();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const labels = useQuery(communityQueries.labels(api, LabelType.question));
  const question = usePersonalQuery({ ...communityQueries.questionMine(api, id), enabled: isValidId(id) });
  if (!isValidId(id)) {
    return labels.data ? <QuestionWriteForm labels={labels.data} /> : <Skeleton active className="write-page__body" />;
  }
  return (
    <QueryContent query={question}>
      {(detail) =>
        labels.data ? <QuestionWriteForm key={detail.id} question={detail} labels={labels.data} /> : <Skeleton active />
      }
    </QueryContent>
  );
}
