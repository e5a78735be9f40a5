import { userContracts } from '@school/contracts';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '~/lib/api-context';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';

/** 关注 / 已关注: a visitor is sent to sign in first and comes back here. */
export function FollowButton({
  lecturerUserId,
  following,
  onChange,
}: {
  lecturerUserId: string;
  following: boolean;
  onChange(following: boolean): void;
}) {
  const store = useSchoolStoreApi();
  const api = useApi();
  const user = useSchoolStore((state) => state.userInfo);
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [hover, setHover] = useState(false);

  if (user?.id === lecturerUserId) return null;

  const toggle = async () => {
    if (!user) {
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
      className="follow-button"
      type={following ? 'default' : 'primary'}
      icon={following ? <CheckOutlined /> : <PlusOutlined />}
      loading={busy}
      onClick={() => void toggle()}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
    >
      {following ? (hover ? '取消关注' : '已关注') : '关注'}
    </Button>
  );
}
