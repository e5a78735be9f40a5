import { courseAuthorContracts, type CourseAuditItem, type CourseKind } from '@school/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { CoursePrice } from '~/components/course-card';
import { QueryContent } from '~/components/query-content';
import { StudyList, StudyRow } from '~/components/study-list';
import { AUDIT_LABELS, COURSE_DRAFTS_KEY, courseDraftsQuery } from '../api/course-drafts';
import { TeacherOnly, useTeaches } from '../components/teacher-only';
import { AUTHORING_KINDS, type AuthoringKind } from '../course-kinds';
import '../vod.css';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 点播管理, 直播管理, 资源管理, 文库管理 (?page=N): my courses of one kind, their audit state and shelf, and the ways to edit them. */
export function CourseDraftsPage({ kind }: { kind: CourseKind }) {
  const [params] = useSearchParams();
  const authoring = AUTHORING_KINDS[kind];
  const drafts = usePersonalQuery({
    ...courseDraftsQuery(useApi(), pageOf(params.get('page')), { courseCategory: kind }),
    enabled: useTeaches(),
  });
  return (
    <AccountPage
      title={authoring.title}
      actions={
        <Link to={`${authoring.base}/add`}>
          <Button type="primary" icon={<PlusOutlined />}>
            新建{authoring.noun}
          </Button>
        </Link>
      }
    >
      <TeacherOnly>
        <QueryContent query={drafts}>
          {(page) => (
            <StudyList page={page} empty={`还没有${authoring.noun}，点右上角新建`}>
              {(course) => <DraftRow key={course.id} course={course} authoring={authoring} />}
            </StudyList>
          )}
        </QueryContent>
      </TeacherOnly>
    </AccountPage>
  );
}

function DraftRow({ course, authoring }: { course: CourseAuditItem; authoring: AuthoringKind }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const audit = AUDIT_LABELS[course.auditStatus] ?? AUDIT_LABELS[0]!;
  const refresh = () => queryClient.invalidateQueries({ queryKey: COURSE_DRAFTS_KEY });
  const act = async (work: Promise<unknown>) => {
    try {
      await work;
      await refresh();
    } catch {
      // shown by the request layer
    }
  };
  return (
    <StudyRow
      cover={course.courseLogo}
      title={course.courseName}
      href={`${authoring.base}/period?courseId=${course.id}`}
      actions={
        <Space wrap>
          <Link to={`${authoring.base}/add?id=${course.id}`}>
            <Button size="small">编辑</Button>
          </Link>
          <Link to={`${authoring.base}/period?courseId=${course.id}`}>
            <Button size="small">章节与{authoring.lessonNoun}</Button>
          </Link>
          {course.isPublished && authoring.praxis ? (
            <Link to={`${authoring.praxis}?courseId=${course.id}`}>
              <Button size="small">课程练习</Button>
            </Link>
          ) : null}
          <Link to={authoring.preview(course.id)}>
            <Button size="small">预览</Button>
          </Link>
          <Button
            size="small"
            onClick={() =>
              void act(
                api.call(courseAuthorContracts.standCourseAudit, {
                  id: course.id,
                  isPutAway: course.isPutAway ? 0 : 1,
                }),
              )
            }
          >
            {course.isPutAway ? '下架' : '上架'}
          </Button>
          <Popconfirm
            title={`删除这个${authoring.noun}？已有学员购买的不能删除，可以下架`}
            okText="删除"
            cancelText="取消"
            onConfirm={() => act(api.call(courseAuthorContracts.deleteCourseAudit, { id: course.id }))}
          >
            <Button size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <p>
        <Tag color={audit.color}>{audit.text}</Tag>
        {course.isPublished ? <Tag color="blue">已发布</Tag> : null}
        <Tag>{course.isPutAway ? '上架' : '下架'}</Tag>
        <CoursePrice course={course} />
      </p>
      <p>
        {course.chapterCount} 章 · {course.periodCount} 个{authoring.lessonNoun} · 修改于{' '}
        {course.gmtModified.slice(0, 16)}
      </p>
      {course.auditStatus === 2 && course.auditOpinion ? (
        <p className="vod-opinion">审核意见：{course.auditOpinion}</p>
      ) : null}
    </StudyRow>
  );
}
