import { CheckCircleFilled } from '@ant-design/icons';
import { communityContracts as community } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { PlainTag } from '~/components/plain-tag';
import { commentsKey, communityQueries, readAnswers } from '~/features/community/api/queries';
import { ArticleView } from '~/features/community/components/article-view';
import { CommentSection } from '~/features/community/components/comment-section';
import { CommunityColumns } from '~/features/community/components/community-columns';
import { QuestionAuthor } from '~/features/community/components/post-list';
import { RecordButtons } from '~/features/community/components/record-buttons';
import { WriteActions } from '~/features/community/components/side-panels';
import { useCountView } from '~/features/community/components/use-count-view';
import '~/features/community/community.css';
import { useApi } from '~/lib/api-context';
import { orNotFound } from '~/lib/loader-errors';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';

/** /question/view/{id}: the question (read here), its answers, accept, like and collect. */
export async function loadQuestionView({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const question = await orNotFound(
    createServerApi(context, request).storeRequest(community.viewQuestion, { id: params.id }),
  );
  return { question };
}

export function questionViewMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadQuestionView>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  return siteMeta(loaderData ? `${loaderData.question.title} - 问答` : '问答', rootDataOf(matches));
}

export function QuestionViewPage() {
  const { question } = useLoaderData<typeof loadQuestionView>();
  const api = useApi();
  const queryClient = useQueryClient();
  const mineQuery = communityQueries.questionMine(api, question.id);
  const mine = usePersonalQuery(mineQuery);
  useCountView(() => api.storeRequest(community.countQuestionView, { id: question.id }), question.id);
  const shown = mine.data ?? question;
  const canAccept = mine.data?.isMine === 1 && !mine.data.isSolved;
  return (
    <CommunityColumns side={<WriteActions />}>
      <PageBreadcrumb items={[{ key: 'q', title: <Link to="/question">问答</Link> }]} />
      <ArticleView
        title={
          <>
            {shown.isSolved ? (
              <PlainTag color="green">
                <CheckCircleFilled /> 已解决
              </PlainTag>
            ) : null}
            {question.title}
          </>
        }
        meta={
          <>
            <QuestionAuthor question={question} />
            {question.labelName ? <PlainTag>{question.labelName}</PlainTag> : null}
            <span>{question.gmtCreate}</span>
            <span>浏览 {shown.countView}</span>
            <span>回答 {shown.countAnswer}</span>
          </>
        }
        content={question.content}
      >
        <RecordButtons
          key={mine.data ? 'mine' : 'visitor'}
          state={shown}
          toggle={async (opType, on) => {
            const state = await api.call(on ? community.saveQuestionRecord : community.deleteQuestionRecord, {
              questionId: question.id,
              opType,
            });
            void queryClient.invalidateQueries({ queryKey: mineQuery.queryKey, refetchType: 'none' });
            return state;
          }}
        />
      </ArticleView>
      <CommentSection
        noun="回答"
        listKey={commentsKey('question', question.id)}
        read={(page) => readAnswers(api, question.id, page)}
        save={(content, replyId) =>
          api.call(community.saveQuestionComment, { questionId: question.id, content, replyId })
        }
        onAccept={
          canAccept
            ? (answerId) => api.call(community.updateQuestion, { id: question.id, acceptAnswerId: answerId })
            : undefined
        }
        onChanged={() => void mine.refetch()}
      />
    </CommunityColumns>
  );
}
