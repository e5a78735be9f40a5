import { TeamOutlined, UserOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Tag } from 'antd';
import type { PublicLecturer } from '@school/contracts';
import { Picture } from '~/components/picture';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { MY_FOLLOWS_KEY } from '../api/my-follows';
import { lecturerFollowQuery } from '../api/view-lecturer';
import { FollowButton } from './follow-button';

/** The lecturer, the follower count and the follow button; whether I follow is read in the browser. */
export function LecturerProfileCard({ lecturer }: { lecturer: PublicLecturer }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const followQuery = lecturerFollowQuery(api, lecturer.lecturerUserId);
  const mine = usePersonalQuery(followQuery);
  const follow = mine.data ?? { isAttention: false, attentionCount: lecturer.attentionCount };
  return (
    <div className="lecturer-hero">
      <Avatar
        size={112}
        src={lecturer.headImgUrl ? <Picture src={lecturer.headImgUrl} sizes="112px" alt="" /> : undefined}
        icon={<UserOutlined />}
      />
      <div className="lecturer-hero__text">
        <h1 className="lecturer-hero__name">
          {lecturer.lecturerName}
          {lecturer.isLive === 1 ? (
            <Tag color="red" icon={<VideoCameraOutlined />}>
              直播讲师
            </Tag>
          ) : null}
        </h1>
        <p className="lecturer-hero__position">{lecturer.lecturerPosition}</p>
        <p className="lecturer-hero__stats">
          <TeamOutlined /> <strong>{follow.attentionCount}</strong> 人关注
        </p>
      </div>
      <FollowButton
        lecturerUserId={lecturer.lecturerUserId}
        following={follow.isAttention}
        stateKnown={mine.data !== undefined || mine.isError}
        onChange={(following) => {
          queryClient.setQueryData(followQuery.queryKey, {
            isAttention: following,
            attentionCount: Math.max(0, follow.attentionCount + (following ? 1 : -1)),
          });
          // 我的关注 changed too: read again when next shown.
          void queryClient.invalidateQueries({ queryKey: MY_FOLLOWS_KEY, refetchType: 'none' });
        }}
      />
    </div>
  );
}
