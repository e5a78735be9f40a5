import { communityContracts as community } from '@school/contracts';
import { LikeFilled, LikeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { myRecordQuery, type Discussed } from '../api/community';

/**
 * 点赞 and 收藏 of a post or question with their counts, and the one view the page reports once it
 * has loaded (the server counts a reader once an hour). A visitor is sent to sign in first.
 */
export function Reactions({
  target,
  countLike,
  countCollect,
}: {
  target: Discussed;
  countLike: number;
  countCollect: number;
}) {
  const api = useApi();
  const store = useSchoolStoreApi();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const mineQuery = myRecordQuery(api, target);
  const mine = usePersonalQuery(mineQuery);
  const [counts, setCounts] = useState({ countLike, countCollect });

  useEffect(() => {
    void (target.kind === 'blog'
      ? api.request(community.countBlogView, { id: target.id }, { isShowErrTip: false })
      : api.request(community.countQuestionView, { id: target.id }, { isShowErrTip: false }));
  }, [api, target.kind, target.id]);

  const toggle = async (opType: 1 | 2) => {
    if (!signedIn) {
      void message.info('请先登录');
      saveReturnAddress(store, `${location.pathname}${location.search}`);
      void navigate('/login');
      return;
    }
    const on = opType === 1 ? mine.data?.isLike === 1 : mine.data?.isCollect === 1;
    try {
      const state =
        target.kind === 'blog'
          ? await api.call(on ? community.deleteBlogRecord : community.saveBlogRecord, { blogId: target.id, opType })
          : await api.call(on ? community.deleteQuestionRecord : community.saveQuestionRecord, {
              questionId: target.id,
              opType,
            });
      setCounts({ countLike: state.countLike, countCollect: state.countCollect });
      queryClient.setQueryData(mineQuery.queryKey, { ...mine.data!, isLike: state.isLike, isCollect: state.isCollect });
    } catch {
      // shown by the request layer
    }
  };

  return (
    <Space className="reactions">
      <Button icon={mine.data?.isLike ? <LikeFilled /> : <LikeOutlined />} onClick={() => void toggle(1)}>
        点赞 {counts.countLike}
      </Button>
      <Button icon={mine.data?.isCollect ? <StarFilled /> : <StarOutlined />} onClick={() => void toggle(2)}>
        收藏 {counts.countCollect}
      </Button>
    </Space>
  );
}
