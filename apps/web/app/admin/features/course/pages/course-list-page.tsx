import { GiftOutlined } from '@ant-design/icons';
import {
  courseAuditContracts as audit,
  courseContracts as course,
  CourseGrantBody,
  type CourseAdmin,
} from '@school/contracts';
import { Button, Card, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { formatYuan } from '~/lib/money';
import { PagedTable } from '../../../components/paged-table';
import { EditModal } from '../../../components/edit-modal';
import { UserPicker } from '../../../components/user-picker';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { courseQueries } from '../api/queries';

export function meta() {
  return [{ title: '课程管理 - 运营后台' }];
}

/** Published courses: search, put on or off the shelf, and grant one to a learner (a paid order of 0). */
export default function CourseListPage() {
  const api = useApi();
  const key = courseQueries.courses(api).queryKey;
  const list = usePagedList((body) => courseQueries.courses(api, body), { keyword: '' });
  const [granting, setGranting] = useState<CourseAdmin>();
  const stand = useAdminMutation(
    key,
    (body: { id: string; isPutAway: 0 | 1 }) => api.call(course.standCourse, body),
    (body) => (body.isPutAway ? '已上架' : '已下架'),
    { toastError: true },
  );
  const grant = useAdminMutation(
    courseQueries.grants(api).queryKey,
    (body: { courseId: string; userId: string; remark: string }) => api.call(audit.adminGrantCourse, body),
    '已赠送，学员可以在“我的课程”中学习',
  );

  return (
    <Card
      title="课程管理"
      extra={
        <Input.Search
          placeholder="课程名称"
          allowClear
          onSearch={(keyword) => list.search({ keyword })}
          style={{ width: 240 }}
        />
      }
    >
      <PagedTable<CourseAdmin>
        list={list}
        emptyText={['课程读取失败', '没有课程']}
        columns={[
          { title: '课程', dataIndex: 'courseName' },
          { title: '讲师', dataIndex: 'lecturerName', width: 120 },
          { title: '价格', width: 100, render: (_, row) => (row.isFree ? '免费' : formatYuan(row.coursePrice)) },
          { title: '学员', dataIndex: 'countBuy', width: 90 },
          {
            title: '状态',
            width: 90,
            render: (_, row) => (row.isPutAway ? <Tag color="success">上架</Tag> : <Tag>下架</Tag>),
          },
          {
            title: '操作',
            width: 200,
            render: (_, row) => (
              <Space size={4}>
                <Popconfirm
                  title={row.isPutAway ? '下架后学员将看不到这门课程' : '上架这门课程？'}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() => stand.mutateAsync({ id: row.id, isPutAway: row.isPutAway ? 0 : 1 })}
                >
                  <Button size="small">{row.isPutAway ? '下架' : '上架'}</Button>
                </Popconfirm>
                {row.isFree ? null : (
                  <Button size="small" icon={<GiftOutlined />} onClick={() => setGranting(row)}>
                    赠送
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <EditModal<{ userId: string; remark: string }>
        title={`赠送《${granting?.courseName ?? ''}》`}
        open={Boolean(granting)}
        okText="赠送"
        initialValues={{ remark: '' }}
        onCancel={() => setGranting(undefined)}
        onSubmit={async ({ userId, remark }) => {
          await grant.mutateAsync({ courseId: granting!.id, userId, remark: remark?.trim() ?? '' });
          setGranting(undefined);
        }}
      >
        <Form.Item label="学员" name="userId" rules={[{ required: true, message: '请按手机号或昵称找到学员' }]}>
          <UserPicker />
        </Form.Item>
        <Form.Item label="备注" name="remark" rules={lengthRules(CourseGrantBody, 'remark', '备注')}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(CourseGrantBody, 'remark')} placeholder="如：活动奖励" />
        </Form.Item>
      </EditModal>
    </Card>
  );
}
