import { TeamOutlined, UserOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicLecturer } from '@school/contracts';
import { Picture } from '~/components/picture';
import { fetchLecturerCourses } from '~/features/user/lecturer/api/list-lecturer-course';
import { fetchPublicLecturer } from '~/features/user/lecturer/api/view-lecturer';
import { FollowButton } from '~/features/user/lecturer/components/follow-button';
import { LecturerCourses } from '~/features/user/lecturer/components/lecturer-courses';
import '~/features/user/lecturer/lecturer.css';
import { optional } from '~/lib/loader-errors';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { pageOf } from '~/lib/paging';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';

/**
 * /lecturer/{id}[?page=N]: the lecturer (no such lecturer: 404) and page N of their on-shelf
 * courses, read together on the server. The page lives without the courses if that read fails.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const api = createServerApi(context, request);
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  const [lecturer, courses] = await Promise.all([
    fetchPublicLecturer(api, params.id),
    optional('讲师课程', fetchLecturerCourses(api, params.id, page), null),
  ]);
  if (!lecturer) notFound();
  return { lecturer, courses };
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
  const { lecturer, courses } = useLoaderData<typeof loader>();
  return (
    <div className="lecturer-page page-width">
      <LecturerProfileCard key={lecturer.lecturerUserId} lecturer={lecturer} />
      <section className="lecturer-section">
        <h2 className="lecturer-section__title">讲师介绍</h2>
        <p className="lecturer-section__intro">{lecturer.introduce || '这位讲师还没有填写介绍。'}</p>
      </section>
      <LecturerCourses lecturerUserId={lecturer.lecturerUserId} page={courses} />
    </div>
  );
}
