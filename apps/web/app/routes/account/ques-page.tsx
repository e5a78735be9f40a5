import { Link } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QuestionTabs } from '~/features/community/components/my-lists';
import '~/features/community/community.css';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的问答');

/** 我的问答 in the personal centre: my questions, answers and collected questions. */
export default function AccountQuesPage() {
  return (
    <AccountPage title="我的问答" actions={<Link to="/question/account/write">我要提问</Link>}>
      <div className="account-card community-account">
        <QuestionTabs />
      </div>
    </AccountPage>
  );
}
