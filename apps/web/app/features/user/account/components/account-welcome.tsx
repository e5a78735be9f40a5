import { CrownFilled, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useSchoolStore } from '~/lib/store';

/** Welcome text with the nickname (or the mobile number); VIP users get the mark and a wider name. */
export function AccountWelcome() {
  const user = useSchoolStore((state) => state.userInfo);
  if (!user) return null;
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
