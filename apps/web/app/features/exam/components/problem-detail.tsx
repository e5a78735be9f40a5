import type { Problem } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { QueryContent } from '~/components/query-content';
import { examQueries } from '../api/queries';
import { ProblemView } from '~/components/exam-paper/problem-view';

/** A saved problem (server-sanitised) with its children and answers, read when shown. */
export function ProblemDetail({ id }: { id: string }) {
  const api = useApi();
  const problem = usePersonalQuery(examQueries.problem(api, id));
  return (
    <QueryContent query={problem} rows={3}>
      {(saved: Problem) => (
        <div className="exam-paper">
          <ProblemView problem={saved} number="" showAnswers />
        </div>
      )}
    </QueryContent>
  );
}
