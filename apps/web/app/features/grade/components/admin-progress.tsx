import { GradeRole } from '@school/contracts';
import { Empty, Select, Spin, Table } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { gradeQueries } from '../api/queries';
import { ProgressChart } from './progress-chart';

/** 学习进度: pick a student, see their progress in each class course (chart and table). */
export function AdminProgress({ gradeId }: { gradeId: string }) {
  const api = useApi();
  const students = usePersonalQuery(
    gradeQueries.students(api, { gradeId, role: GradeRole.student, pageCurrent: 1, pageSize: 100 }),
  );
  const [chosen, setChosen] = useState<string>();
  const userId = chosen ?? students.data?.list[0]?.userId;
  const progress = usePersonalQuery({ ...gradeQueries.progress(api, { gradeId, userId }), enabled: Boolean(userId) });
  if (students.isPending) return <Spin />;
  if (!students.data || students.data.list.length === 0) return <Empty description="班级还没有学员" />;
  const name = students.data.list.find((student) => student.userId === userId)?.nickname ?? '';
  return (
    <>
      <div className="grade-admin__toolbar">
        <span>学员</span>
        <Select
          aria-label="选择学员"
          value={userId}
          onChange={setChosen}
          showSearch
          optionFilterProp="label"
          style={{ width: 'min(240px, 100%)' }}
          options={students.data.list.map((student) => ({ value: student.userId, label: student.nickname }))}
        />
      </div>
      {progress.isPending ? (
        <Spin />
      ) : !progress.data || progress.data.length === 0 ? (
        <Empty description="班级还没有安排课程" />
      ) : (
        <>
          <ProgressChart courses={progress.data} name={name} />
          <Table
            className="grade-table"
            rowKey="courseId"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={progress.data}
            columns={[
              { title: '课程', dataIndex: 'courseName' },
              { title: '已学课时', render: (_, row) => `${row.learnedCount}/${row.periodCount}` },
              { title: '进度', dataIndex: 'progress', render: (value: number) => `${value}%` },
            ]}
          />
        </>
      )}
    </>
  );
}
