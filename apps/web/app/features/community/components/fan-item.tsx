import { Avatar, List } from 'antd';
import { Link } from 'react-router';
import { bloggerHref } from '../links';

/** One fan in a list: avatar, nickname (to their blog when they have one) and when they followed. */
export function FanItem({
  fan,
  followed,
}: {
  fan: { headImgUrl: string; nickname: string; bloggerId?: string; gmtCreate: string };
  /** What follows the date: '关注了您' on my own fans, '关注' on a blogger's. */
  followed: string;
}) {
  return (
    <List.Item>
      <List.Item.Meta
        avatar={
          <Avatar alt="" src={fan.headImgUrl || undefined}>
            {fan.nickname.slice(0, 1)}
          </Avatar>
        }
        title={fan.bloggerId ? <Link to={bloggerHref(fan.bloggerId)}>{fan.nickname}</Link> : fan.nickname}
        description={`${fan.gmtCreate} ${followed}`}
      />
    </List.Item>
  );
}
