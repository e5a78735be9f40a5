import { Card, Skeleton } from 'antd';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { myResearchQuery } from '../profile/api/my-research';
import { ProfileForm } from '../profile/components/profile-form';
import { ResearchForm } from '../profile/components/research-form';
import '../profile/profile.css';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { useSchoolStore } from '~/lib/store';

/**
 * 个人信息: the profile form and the learning questionnaire. The page is the same for every reader;
 * the profile comes from the session's user and the questionnaire is read in the browser.
 */
export function ProfilePage() {
  const api = useApi();
  const research = usePersonalQuery(myResearchQuery(api));
  const user = useSchoolStore((state) => state.userInfo);
  return (
    <AccountPage title="个人信息">
      <Card className="account-card" title="基本资料">
        {user ? <ProfileForm key={user.id} user={user} /> : <Skeleton active avatar paragraph={{ rows: 4 }} />}
      </Card>
      <Card
        className="account-card"
        title="学习调研"
        extra={<span className="account-card__hint">帮助我们为您推荐合适的课程</span>}
      >
        <QueryContent query={research} rows={4}>
          {(initial) => <ResearchForm initial={initial} />}
        </QueryContent>
      </Card>
    </AccountPage>
  );
}
