import { examContracts, type CourseExamRef } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, List, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { examQueries } from '../api/queries';
import { TeacherOnly, useTeaches } from '../components/teacher-only';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 课程练习 (?courseId=…): the published papers attached to one of my courses as its exercises. */
export function CourseExercisesPage() {
  const [params, setParams] = useSearchParams();
  const api = useApi();
  const courses = usePersonalQuery({ ...examQueries.courses(api), enabled: useTeaches() });
  const published = (courses.data?.list ?? []).filter((course) => course.isPublished);
  const courseId = params.get('courseId') ?? published[0]?.id ?? '';
  return (
    <AccountPage
      title="课程练习"
      note="把已发布的试卷关联到您的课程，学员在课程页进入练习"
      actions={
        <Link to="/account/exams">
          <Button>试卷管理</Button>
        </Link>
      }
    >
      <TeacherOnly>
        <QueryContent query={courses}>
          {() =>
            published.length === 0 ? (
              <Empty className="account-page__empty" description="您还没有已发布的课程" />
            ) : (
              <>
                <Space wrap style={{ marginBottom: 16 }}>
                  <span>课程</span>
                  <Select
                    aria-label="选择课程"
                    value={courseId}
                    style={{ width: 'min(360px, 70vw)' }}
                    options={published.map((course) => ({ value: course.id, label: course.courseName }))}
                    onChange={(next) => setParams({ courseId: next })}
                  />
                </Space>
                {courseId ? <CoursePapers key={courseId} courseId={courseId} /> : null}
              </>
            )
          }
        </QueryContent>
      </TeacherOnly>
    </AccountPage>
  );
}

function CoursePapers({ courseId }: { courseId: string }) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refs = usePersonalQuery(examQueries.courseRefs(api, courseId));
  const papers = usePersonalQuery(examQueries.publishedPapers(api));
  const [examId, setExamId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: examQueries.courseRefs(api, courseId).queryKey });

  const attach = async () => {
    if (!examId) return;
    setBusy(true);
    try {
      await api.call(examContracts.saveCourseExamRef, { courseId, examId, sort: refs.data?.length ?? 0 });
      void message.success('已关联到课程');
      setExamId(undefined);
      await reload();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  const detach = async (ref: CourseExamRef) => {
    try {
      await api.call(examContracts.deleteCourseExamRef, { id: ref.id });
      void message.success('已取消关联');
      await reload();
    } catch {
      // shown by the request layer
    }
  };

  const attached = new Set((refs.data ?? []).map((ref) => ref.examId));
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="选择试卷"
          placeholder={papers.data?.list.length ? '选择已发布的试卷' : '还没有已发布的试卷'}
          value={examId}
          loading={papers.isLoading}
          style={{ width: 'min(360px, 70vw)' }}
          options={(papers.data?.list ?? [])
            .filter((paper) => !attached.has(paper.id))
            .map((paper) => ({ value: paper.id, label: `${paper.examName}（${paper.totalScore} 分）` }))}
          onChange={setExamId}
        />
        <Button type="primary" disabled={!examId} loading={busy} onClick={() => void attach()}>
          关联试卷
        </Button>
      </Space>
      <QueryContent query={refs}>
        {(list) =>
          list.length === 0 ? (
            <Empty description="这门课程还没有练习" />
          ) : (
            <List
              dataSource={list}
              rowKey="id"
              renderItem={(ref) => (
                <List.Item
                  actions={[
                    <Popconfirm
                      key="delete"
                      title="取消这份试卷与课程的关联？"
                      okText="取消关联"
                      cancelText="再想想"
                      onConfirm={() => detach(ref)}
                    >
                      <a role="button">取消关联</a>
                    </Popconfirm>,
                  ]}
                >
                  <List.Item.Meta
                    title={ref.examName}
                    description={
                      <Space wrap size={[8, 4]}>
                        <span>{ref.totalScore} 分</span>
                        {ref.isPutAway ? <Tag color="green">已上架</Tag> : <Tag color="orange">已下架</Tag>}
                        <span>关联于 {ref.gmtCreate.slice(0, 10)}</span>
                      </Space>
                    }
                  />
                </List.Item>
              )}
            />
          )
        }
      </QueryContent>
    </>
  );
}
