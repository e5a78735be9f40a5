import { userContracts } from '@school/contracts';
import { Card } from 'antd';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { ProfileForm } from '~/features/user/profile/components/profile-form';
import { ResearchForm } from '~/features/user/profile/components/research-form';
import '~/features/user/profile/profile.css';
import { pageMeta } from '~/lib/page-meta';
import { createServerApi } from '~/lib/server-api';
import { useSchoolStore } from '~/lib/store';

export const meta = pageMeta('个人信息');

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { research: await createServerApi(context, request).call(userContracts.viewResearch) };
}

/** 个人信息: the profile form and the learning questionnaire. */
export default function AccountInfoPage() {
  const { research } = useLoaderData<typeof loader>();
  const user = useSchoolStore((state) => state.userInfo);
  return (
    <AccountPage title="个人信息">
      <Card className="account-card" title="基本资料">
        {user ? <ProfileForm key={user.id} user={user} /> : null}
      </Card>
      <Card
        className="account-card"
        title="学习调研"
        extra={<span className="account-card__hint">帮助我们为您推荐合适的课程</span>}
      >
        <ResearchForm initial={research} />
      </Card>
    </AccountPage>
  );
}
