import { communityContracts as community, LabelType, QuestionTab } from '@school/contracts';
import { Segmented } from 'antd';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { CommunityColumns } from '~/features/community/components/community-columns';
import { LabelTabs } from '~/features/community/components/label-tabs';
import { QuestionList } from '~/features/community/components/post-list';
import { HotArticles, WriteActions } from '~/features/community/components/side-panels';
import '~/features/community/community.css';
import { parseQuestionFilters, QUESTION_PAGE_SIZE, questionListHref } from '~/features/community/links';
import { optional } from '~/lib/loader-errors';
import { createServerApi } from '~/lib/server-api';

/** /question[?tab=&labelNo=&solved=&page=]: questions by tab, label and solved state, read here. */
export async function loadQuestionPage({ request, context }: LoaderFunctionArgs) {
  const filters = parseQuestionFilters(new URL(request.url).searchParams);
  const api = createServerApi(context, request);
  const [labels, questions, hotInfo] = await Promise.all([
    optional('问答标签', api.storeRequest(community.listLabel, { labelType: LabelType.question }), []),
    api.storeRequest(community.listQuestion, {
      tab: filters.tab,
      labelNo: filters.labelNo,
      ...(filters.solved ? { isSolved: filters.solved === '1' ? 1 : 0 } : {}),
      pageCurrent: filters.page,
      pageSize: QUESTION_PAGE_SIZE,
    }),
    optional('热门资讯', api.storeRequest(community.listRecommendArticle, { articleType: 2, pageSize: 8 }), []),
  ]);
  return { filters, labels, questions, hotInfo };
}

export function QuestionPage() {
  const { filters, labels, questions, hotInfo } = useLoaderData<typeof loadQuestionPage>();
  const navigate = useNavigate();
  return (
    <CommunityColumns
      side={
        <>
          <WriteActions />
          <HotArticles title="热门资讯" articles={hotInfo} />
        </>
      }
    >
      <div className="community-toolbar">
        <Segmented
          value={filters.tab}
          options={[
            { value: QuestionTab.all, label: '全部' },
            { value: QuestionTab.latest, label: '最新' },
            { value: QuestionTab.hot, label: '热门' },
          ]}
          onChange={(tab) => void navigate(questionListHref(filters, { tab }))}
        />
        <Segmented
          value={filters.solved}
          options={[
            { value: '', label: '不限' },
            { value: '0', label: '待解决' },
            { value: '1', label: '已解决' },
          ]}
          onChange={(solved) => void navigate(questionListHref(filters, { solved: solved as typeof filters.solved }))}
        />
      </div>
      {labels.length > 0 ? (
        <LabelTabs
          label="问答标签"
          labels={labels}
          activeLabelNo={filters.labelNo}
          hrefFor={(labelNo) => questionListHref(filters, { labelNo })}
        />
      ) : null}
      {questions.list.length > 0 ? (
        <QuestionList questions={questions.list} />
      ) : (
        <EmptyState title="还没有符合条件的问题">
          <Link to="/question/account/write">我要提问</Link>
        </EmptyState>
      )}
      <LinkPagination
        current={questions.pageCurrent}
        total={questions.totalCount}
        pageSize={QUESTION_PAGE_SIZE}
        hrefFor={(page) => questionListHref(filters, { page })}
      />
    </CommunityColumns>
  );
}
