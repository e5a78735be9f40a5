import { communityContracts as community, type Blogger } from '@school/contracts';
import { CheckOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { COMMUNITY_MINE_KEY } from '../api/community';

/** A blogger's card on their page: posts, fans, likes and 关注 (whether I follow is read in the browser). */
export function BloggerCard({ blogger }: { blogger: Blogger }) {
  const api = useApi();
  const store = useSchoolStoreApi();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const myUserId = useSchoolStore((state) => state.userInfo?.id);
  const mine = usePersonalQuery({
    queryKey: [...COMMUNITY_MINE_KEY, 'blogger', blogger.bloggerId] as const,
    queryFn: () => api.call(community.viewBloggerAuth, { id: blogger.bloggerId }),
  });
  const [state, setState] = useState<{ isAttention: number; countFans: number }>();
  const following = (state?.isAttention ?? mine.data?.isAttention ?? 0) === 1;
  const fans = state?.countFans ?? mine.data?.countFans ?? blogger.countFans;

  const toggle = async () => {
    if (!signedIn) {
      void message.info('请先登录，登录后即可关注博主');
      saveReturnAddress(store, `${location.pathname}${location.search}`);
      void navigate('/login');
      return;
    }
    try {
      setState(
        await api.call(community.followBlogger, { bloggerId: blogger.bloggerId, isAttention: following ? 0 : 1 }),
      );
    } catch {
      // shown by the request layer
    }
  };

  return (
    <section className="blogger-card">
      <Avatar size={80} alt="" src={blogger.headImgUrl || undefined} icon={<UserOutlined />} />
      <div className="blogger-card__text">
        <h1>{blogger.bloggerName}</h1>
        <p>{blogger.introduce || '这位博主还没有写简介。'}</p>
        <p className="blogger-card__stats">
          <span>
            <strong>{blogger.countPosts}</strong> 文章
          </span>
          <span>
            <strong>{fans}</strong> 粉丝
          </span>
          <span>
            <strong>{blogger.countLikes}</strong> 获赞
          </span>
        </p>
      </div>
      {myUserId === blogger.userId ? null : (
        <Button
          type={following ? 'default' : 'primary'}
          icon={following ? <CheckOutlined /> : <PlusOutlined />}
          onClick={() => void toggle()}
        >
          {following ? '已关注' : '关注'}
        </Button>
      )}
    </section>
  );
}
