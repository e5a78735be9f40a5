import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { communityContracts as community } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PlainButton } from '~/components/plain-button';
import { useApi } from '~/lib/api-context';
import { useHoverLabel } from '~/lib/use-hover-label';
import { useSchoolStore } from '~/lib/store';
import { MY_COMMUNITY_KEY } from '../api/queries';
import { useSignInFirst } from './sign-in-first';

/** 关注 / 已关注 for a blogger; nothing for the blogger themself. Reports the new fan count. */
export function FollowBloggerButton({
  bloggerId,
  bloggerUserId,
  following,
  onChange,
  size,
}: {
  bloggerId: string;
  bloggerUserId: string;
  following: boolean;
  onChange?(state: { isAttention: number; countFans: number }): void;
  size?: 'small' | 'middle';
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { ensureSignedIn } = useSignInFirst();
  const userId = useSchoolStore((state) => state.userInfo?.id);
  const [current, setCurrent] = useState(following);
  const [busy, setBusy] = useState(false);
  const { hover, ...hoverHandlers } = useHoverLabel();
  if (userId === bloggerUserId) return null;

  const toggle = async () => {
    if (!ensureSignedIn('登录后即可关注博主')) return;
    setBusy(true);
    try {
      const state = await api.call(community.followBlogger, { bloggerId, isAttention: current ? 0 : 1 });
      setCurrent(state.isAttention === 1);
      onChange?.(state);
      void queryClient.invalidateQueries({ queryKey: MY_COMMUNITY_KEY, refetchType: 'none' });
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <PlainButton
      size={size}
      type={current ? 'default' : 'primary'}
      icon={current ? <CheckOutlined /> : <PlusOutlined />}
      loading={busy}
      onClick={() => void toggle()}
      {...hoverHandlers}
    >
      {current ? (hover ? '取消关注' : '已关注') : '关注'}
    </PlainButton>
  );
}
