import { BellOutlined, CrownFilled, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Popover } from 'antd';
import { Link } from 'react-router';
import type { UserInfo } from '@school/contracts';
import { userMenuGroups } from '../header-menus';

export const displayName = (user: Pick<UserInfo, 'nickname' | 'mobile'>) => user.nickname || user.mobile;

function UserMenuPanel({ user, onSignOut }: { user: UserInfo; onSignOut(): void }) {
  return (
    <div className="user-menu">
      <div className="user-menu__head">
        <Avatar size={40} src={user.headImgUrl || undefined} alt="" icon={<UserOutlined />} />
        <span className="user-menu__name">{displayName(user)}</span>
        {user.isVip === 1 ? (
          <span className="vip-mark">
            <CrownFilled /> VIP
          </span>
        ) : null}
      </div>
      {userMenuGroups(user.userType).map((group) => (
        <div className="user-menu__group" key={group.title}>
          <p className="user-menu__group-title">{group.title}</p>
          <div className="user-menu__links">
            {group.links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                target={link.newTab ? '_blank' : undefined}
                rel={link.newTab ? 'noopener' : undefined}
              >
                {link.label}
              </Link>
            ))}
          </div>
        </div>
      ))}
      <div className="user-menu__foot">
        <Link to="/account/info">个人中心</Link>
        <button type="button" className="link-button" onClick={onSignOut}>
          退出登录
        </button>
      </div>
    </div>
  );
}

/**
 * The signed-in reader's part of the header (site-header.tsx loads it once the reader is known): the
 * messages bell with the unread count, and the avatar, whose hover opens the personal menus.
 */
export default function UserPopover({
  user,
  unreadMessages,
  onSignOut,
}: {
  user: UserInfo;
  unreadMessages: number;
  onSignOut(): void;
}) {
  return (
    <>
      <Link
        to="/account/message"
        className="header-user__messages"
        aria-label={unreadMessages > 0 ? `消息，${unreadMessages} 条未读` : '消息'}
      >
        <Badge count={unreadMessages} size="small" overflowCount={99}>
          <BellOutlined />
        </Badge>
      </Link>
      <Popover placement="bottomRight" content={<UserMenuPanel user={user} onSignOut={onSignOut} />} arrow={false}>
        <Link to="/account/info" className="user-popover__trigger" aria-label={`个人中心：${displayName(user)}`}>
          <Avatar size={28} src={user.headImgUrl || undefined} alt="" icon={<UserOutlined />} />
          <span className="user-popover__name">{displayName(user)}</span>
        </Link>
      </Popover>
    </>
  );
}
