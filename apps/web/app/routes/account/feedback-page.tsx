import { dataContracts as data } from '@school/contracts';
import { Card } from 'antd';
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { FeedbackForm } from '~/features/data/components/feedback-form';
import { FeedbackList } from '~/features/data/components/feedback-list';
import '~/features/user/profile/profile.css';
import { pageMeta } from '~/lib/page-meta';
import { createServerApi } from '~/lib/server-api';

export const meta = pageMeta('意见反馈');

const PAGE_SIZE = 5;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  return {
    list: await createServerApi(context, request).call(data.pageFeedback, { pageCurrent: page, pageSize: PAGE_SIZE }),
  };
}

/** 意见反馈: the form and my earlier feedback with replies. */
export default function AccountFeedbackPage() {
  const { list } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <AccountPage title="意见反馈">
      <Card className="account-card" title="提交反馈">
        <FeedbackForm
          onSaved={() => {
            if (list.pageCurrent > 1) void navigate('?');
            else void revalidator.revalidate();
          }}
        />
      </Card>
      <Card
        className="account-card"
        title="我的反馈"
        extra={<span className="account-card__hint">共 {list.totalCount} 条</span>}
      >
        <FeedbackList page={list} onPage={(page) => void navigate(`?page=${page}`)} />
      </Card>
    </AccountPage>
  );
}
