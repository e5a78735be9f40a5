import { CrownFilled, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useSchoolStore } from '~/lib/store';

/**
 * Welcome text with the nickname (or the mobile number); VIP users get the mark and a wider name.
 * The page comes from the server without the reader (decision 0016): a placeholder holds the place
 * until the browser has read the user.
 */
export function AccountWelcome() {
  const user = useSchoolStore((state) => state.userInfo);
  if (!user) {
    return (
      <div className="account-welcome" aria-hidden="true">
        <span className="placeholder-block account-welcome__pending-avatar" />
        <p className="account-welcome__hello">欢迎您，</p>
        <span className="placeholder-block account-welcome__pending-name" />
      </div>
    );
  }
  const isVip = user.isVip === 1;
  return (
    <div className="account-welcome">
      <Avatar size={56} src={user.headImgUrl || undefined} alt="" icon={<UserOutlined />} />
      <p className="account-welcome__hello">欢迎您，</p>
      <p className={isVip ? 'account-welcome__name account-welcome__name--vip' : 'account-welcome__name'}>
        <span>{user.nickname || user.mobile}</span>
        {isVip ? (
          <span className="vip-mark" title="VIP会员">
            <CrownFilled /> VIP
          </span>
        ) : null}
      </p>
    </div>
  );
}
