import { BookOutlined, TeamOutlined, UserOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Avatar, Empty, Tag } from 'antd';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicLecturer } from '@school/contracts';
import { fetchPublicLecturer } from '~/features/lecturer/api/view-lecturer';
import { FollowButton } from '~/features/lecturer/components/follow-button';
import '~/features/lecturer/lecturer.css';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const lecturer = await fetchPublicLecturer(createServerApi(context, request), params.id);
  if (!lecturer) notFound();
  return { lecturer };
}

/** '<name> - 讲师主页 - <site>' */
export function meta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loader>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  const name = loaderData?.lecturer.lecturerName;
  return siteMeta(name ? `${name} - 讲师主页` : '讲师主页', rootDataOf(matches));
}

function LecturerProfileCard({ lecturer }: { lecturer: PublicLecturer }) {
  const [follow, setFollow] = useState({ isAttention: lecturer.isAttention === 1, count: lecturer.attentionCount });
  return (
    <div className="lecturer-hero">
      <Avatar size={112} src={lecturer.headImgUrl || undefined} icon={<UserOutlined />} />
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
          <TeamOutlined /> <strong>{follow.count}</strong> 人关注
        </p>
      </div>
      <FollowButton
        lecturerUserId={lecturer.lecturerUserId}
        following={follow.isAttention}
        onChange={(following) =>
          setFollow((current) => ({
            isAttention: following,
            count: Math.max(0, current.count + (following ? 1 : -1)),
          }))
        }
      />
    </div>
  );
}

/** A lecturer's public page: profile, followers and the follow button, introduction, courses. */
export default function LecturerPage() {
  const { lecturer } = useLoaderData<typeof loader>();
  return (
    <div className="lecturer-page page-width">
      <LecturerProfileCard key={lecturer.lecturerUserId} lecturer={lecturer} />
      <section className="lecturer-section">
        <h2 className="lecturer-section__title">讲师介绍</h2>
        <p className="lecturer-section__intro">{lecturer.introduce || '这位讲师还没有填写介绍。'}</p>
      </section>
      {/* The course list has no lecturer filter yet (course contract): the section waits for it. */}
      <section className="lecturer-section" aria-label="讲师课程">
        <h2 className="lecturer-section__title">
          <BookOutlined /> TA 的课程
        </h2>
        <Empty description="讲师课程列表即将上线，敬请期待" />
      </section>
    </div>
  );
}
