import { userContracts } from '@school/contracts';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '~/lib/api-context';
import { useHoverLabel } from '~/lib/use-hover-label';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';

export const SIGN_IN_TO_FOLLOW = '请先登录，登录后即可关注讲师';

/**
 * 关注 / 已关注. A visitor is told to sign in first, goes to sign in and comes back here. For a
 * signed-in reader the button waits (hidden) until their follow state is read (`stateKnown`).
 */
export function FollowButton({
  lecturerUserId,
  following,
  stateKnown = true,
  onChange,
}: {
  lecturerUserId: string;
  following: boolean;
  stateKnown?: boolean;
  onChange(following: boolean): void;
}) {
  const store = useSchoolStoreApi();
  const api = useApi();
  const { message } = App.useApp();
  const signedIn = useSchoolStore((state) => Boolean(state.tokenInfo));
  const userId = useSchoolStore((state) => state.userInfo?.id);
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const { hover, ...hoverHandlers } = useHoverLabel();

  if (userId === lecturerUserId) return null;

  const toggle = async () => {
    if (!signedIn) {
      void message.info(SIGN_IN_TO_FOLLOW);
      saveReturnAddress(store, `${location.pathname}${location.search}`);
      void navigate('/login');
      return;
    }
    setBusy(true);
    try {
      if (following) await api.call(userContracts.deleteAttention, { lecturerUserId });
      else await api.call(userContracts.saveAttention, { lecturerUserId });
      onChange(!following);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      className={stateKnown ? 'follow-button' : 'follow-button hidden-until-reader-known'}
      type={following ? 'default' : 'primary'}
      icon={following ? <CheckOutlined /> : <PlusOutlined />}
      loading={busy}
      onClick={() => void toggle()}
      {...hoverHandlers}
    >
      {following ? (hover ? '取消关注' : '已关注') : '关注'}
    </Button>
  );
}
