import { courseContracts, GradeRules, gradeContracts, type GradeCourse } from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Modal, Select, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { gradeQueries, MY_GRADES_KEY } from '../api/queries';

const VIDEO_COURSE = 1;

/** 班级课程: the class's video courses, in order; administrators choose them (the owner's or the organisation's). */
export function AdminCourses({
  gradeId,
  lecturerUserId,
  readOnly,
}: {
  gradeId: string;
  lecturerUserId: string;
  readOnly: boolean;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const courses = usePersonalQuery(
    gradeQueries.courses(api, { gradeId, pageCurrent: 1, pageSize: GradeRules.coursesMax }),
  );
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);
  const own = useQuery({
    queryKey: ['grade', 'lecturer-courses', lecturerUserId],
    queryFn: () =>
      api.storeRequest(courseContracts.listCourse, {
        lecturerUserId,
        courseCategory: VIDEO_COURSE,
        pageCurrent: 1,
        pageSize: 100,
      }),
    enabled: editing,
  });
  const found = useQuery({
    queryKey: ['grade', 'course-search', keyword],
    queryFn: () => api.storeRequest(courseContracts.searchCourse, { keyword, pageCurrent: 1, pageSize: 20 }),
    enabled: editing && keyword !== '',
  });

  const current = courses.data?.list ?? [];
  const options = new Map<string, string>();
  for (const course of current) options.set(course.courseId, course.courseName);
  for (const course of [...(own.data?.list ?? []), ...(found.data?.list ?? [])]) {
    if (course.courseCategory === VIDEO_COURSE) options.set(course.id, course.courseName);
  }

  const save = async () => {
    setSaving(true);
    try {
      await api.call(gradeContracts.saveGradeCourses, { gradeId, courseIds: chosen });
      void message.success('班级课程已保存');
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY });
    } catch {
      // shown by the request layer (a course that is not the class owner's)
    } finally {
      setSaving(false);
    }
  };

  if (courses.isPending) return <Spin />;
  return (
    <>
      {readOnly ? null : (
        <div className="grade-admin__toolbar">
          <Button
            type="primary"
            onClick={() => {
              setChosen(current.map((course) => course.courseId));
              setEditing(true);
            }}
          >
            设置班级课程
          </Button>
          <span className="grade-coming">学员在班级有效期内可免费学习这些课程</span>
        </div>
      )}
      {current.length === 0 ? (
        <Empty description="班级还没有安排课程" />
      ) : (
        <ul className="grade-courses">
          {current.map((course: GradeCourse) => (
            <li key={course.courseId}>
              <Link to={`/view/${course.courseId}`} className="grade-course">
                <span className="grade-course__name">{course.courseName}</span>
                <span className="grade-course__facts">
                  {course.lecturerName} · {course.periodCount} 课时
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Modal
        title="设置班级课程"
        open={editing}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setEditing(false)}
      >
        <p className="grade-coming">可选择班级创建者（或所属机构）的点播课程，可输入课程名搜索。</p>
        <Select
          mode="multiple"
          aria-label="班级课程"
          style={{ width: '100%' }}
          value={chosen}
          onChange={setChosen}
          showSearch
          filterOption={false}
          onSearch={(text) => setKeyword(text.trim().slice(0, 50))}
          maxCount={GradeRules.coursesMax}
          notFoundContent={own.isFetching || found.isFetching ? <Spin size="small" /> : '没有可选的课程'}
          options={[...options].map(([value, label]) => ({ value, label }))}
        />
      </Modal>
    </>
  );
}
