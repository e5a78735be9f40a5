import type { LearnerProgress } from '@school/contracts';
import { Empty, Progress, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { courseLearnersQuery, dailyStudyQuery, PROGRESS_PAGE_SIZE } from '../api/learner-progress';
import { DailyStudyChart } from '../components/daily-study-chart';
import { TeacherOnly, useTeaches } from '../components/teacher-only';
import '../vod.css';
import { useApi } from '~/lib/api-context';
import { formatClock } from '~/lib/clock';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 学员学习明细 (?courseId=N&page=M): the daily chart of one of my courses and each learner's progress. */
export function LearnerProgressDetailsPage() {
  const [params, setParams] = useSearchParams();
  const courseId = params.get('courseId') ?? '';
  const page = pageOf(params.get('page'));
  const api = useApi();
  const [days, setDays] = useState(30);
  const enabled = useTeaches() && Boolean(courseId);
  const daily = usePersonalQuery({ ...dailyStudyQuery(api, courseId, days), enabled });
  const learners = usePersonalQuery({ ...courseLearnersQuery(api, courseId, page), enabled });
  return (
    <AccountPage
      title="学员学习明细"
      actions={
        <Segmented
          value={days}
          onChange={(value) => setDays(value)}
          options={[
            { value: 7, label: '近 7 天' },
            { value: 30, label: '近 30 天' },
            { value: 90, label: '近 90 天' },
          ]}
        />
      }
    >
      <TeacherOnly>
        {courseId ? (
          <>
            <QueryContent query={daily} rows={4}>
              {(list) => <DailyStudyChart days={list} />}
            </QueryContent>
            <QueryContent query={learners}>
              {(result) => (
                <Table<LearnerProgress>
                  rowKey="userId"
                  dataSource={result.list}
                  locale={{ emptyText: '还没有学员学习这门课程' }}
                  scroll={{ x: 640 }}
                  pagination={{
                    current: result.pageCurrent,
                    pageSize: PROGRESS_PAGE_SIZE,
                    total: result.totalCount,
                    showSizeChanger: false,
                    onChange: (next) => setParams({ courseId, page: String(next) }),
                  }}
                  columns={[
                    { title: '学员', render: (_, row) => `${row.nickname} ${row.mobile}` },
                    {
                      title: '进度',
                      width: 200,
                      render: (_, row) => (
                        <Progress percent={row.progress} size="small" aria-label={`${row.nickname} 的进度`} />
                      ),
                    },
                    { title: '已学完', width: 90, render: (_, row) => `${row.learnedCount}/${row.periodCount}` },
                    { title: '观看时长', width: 100, render: (_, row) => formatClock(row.studySeconds) },
                    { title: '最近学习', dataIndex: 'lastStudyTime', width: 170 },
                  ]}
                />
              )}
            </QueryContent>
          </>
        ) : (
          <Empty description="请从学习进度中选择一门课程" />
        )}
      </TeacherOnly>
    </AccountPage>
  );
}
