import { CheckCircleFilled, EyeOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { RichText } from '~/components/rich-text';
import { myRecordQuery, viewQuestion } from '~/features/community/api/community';
import { Discussion } from '~/features/community/components/discussion';
import { Reactions } from '~/features/community/components/reactions';
import '~/features/community/community.css';
import { useApi } from '~/lib/api-context';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';

/** /question/view/{id}: a question with its answers (the accepted one first), server-rendered. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const question = await viewQuestion(createServerApi(context, request), params.id);
  if (!question) notFound('问题不存在或已隐藏');
  return { question };
}

export function meta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loader>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  return siteMeta(loaderData?.question.title ?? '问答', rootDataOf(matches), loaderData?.question.summary);
}

export default function QuestionViewPage() {
  const { question } = useLoaderData<typeof loader>();
  const api = useApi();
  const revalidator = useRevalidator();
  const target = { kind: 'question' as const, id: question.id };
  const mine = usePersonalQuery(myRecordQuery(api, target));
  return (
    <div className="community-page page-width">
      <article className="community-article">
        <header className="community-article__head">
          <h1>
            {question.isSolved ? (
              <Tag color="green" icon={<CheckCircleFilled />}>
                已解决
              </Tag>
            ) : null}
            {question.title}
          </h1>
          <p className="community-article__meta">
            <span className="post-card__author">
              <Avatar size={24} alt="" src={question.headImgUrl || undefined} icon={<UserOutlined />} />{' '}
              {question.nickname}
            </span>
            {question.labelName ? <Tag>{question.labelName}</Tag> : null}
            <time>{question.gmtCreate.slice(0, 16)}</time>
            <span>
              <EyeOutlined /> {question.countView}
            </span>
          </p>
        </header>
        <RichText html={question.content} className="community-article__content" />
        <Reactions target={target} countLike={question.countLike} countCollect={question.countCollect} />
        <section className="community-section">
          <h2>{question.countAnswer} 个回答</h2>
          <Discussion
            target={target}
            canAccept={mine.data?.isMine === 1 && !question.isSolved}
            onAccepted={() => void revalidator.revalidate()}
          />
        </section>
      </article>
    </div>
  );
}
