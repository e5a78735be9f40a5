import { useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { MY_FEEDBACK_KEY, myFeedbackQuery } from '../api/my-feedback';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackList } from '../components/feedback-list';
import '../feedback.css';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { pageOf } from '~/lib/paging';

/** 意见反馈 (?page=N): the form and my earlier feedback with replies, read in the browser (decision 0016). */
export function FeedbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useApi();
  const page = pageOf(params.get('page'));
  const list = usePersonalQuery(myFeedbackQuery(api, page));
  return (
    <AccountPage title="意见反馈">
      <Card className="account-card" title="提交反馈">
        <FeedbackForm
          onSaved={() => {
            void queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_KEY });
            if (page > 1) void navigate('?');
          }}
        />
      </Card>
      <Card
        className="account-card"
        title="我的反馈"
        extra={list.data ? <span className="account-card__hint">共 {list.data.totalCount} 条</span> : null}
      >
        <QueryContent query={list} rows={3}>
          {(feedback) => <FeedbackList page={feedback} onPage={(next) => void navigate(`?page=${next}`)} />}
        </QueryContent>
      </Card>
    </AccountPage>
  );
}
