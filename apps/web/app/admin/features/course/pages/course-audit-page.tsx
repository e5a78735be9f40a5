import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import {
  courseAuditContracts as audit,
  CourseAuditDecision,
  type CourseAuditItem,
  type CourseKind,
} from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Form, Input, List, Segmented, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { RichText } from '~/components/rich-text';
import { useApi } from '~/lib/api-context';
import { COURSE_KIND_LABELS } from '~/lib/course-kinds';
import { formatClock } from '~/lib/clock';
import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { formatYuan } from '~/lib/money';
import { PagedTable } from '../../../components/paged-table';
import { EditModal } from '../../../components/edit-modal';
import { AUDIT_STATUS, auditStatusOf } from '../../../lib/format';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { courseQueries } from '../api/queries';

export function meta() {
  return [{ title: '课程审核 - 运营后台' }];
}

type Decision = 1 | 2;

/** The teachers' course drafts: waiting first (oldest first), previewed, then approved (published) or rejected. */
export default function CourseAuditPage() {
  const api = useApi();
  const key = courseQueries.audits(api).queryKey;
  const list = usePagedList((body) => courseQueries.audits(api, body), {
    auditStatus: 0 as 0 | 1 | 2,
    courseCategory: undefined as CourseKind | undefined,
  });
  const [viewing, setViewing] = useState<CourseAuditItem>();
  const [deciding, setDeciding] = useState<{ decision: Decision; course: CourseAuditItem }>();
  const decide = useAdminMutation(
    key,
    (body: { id: string; auditStatus: Decision; auditOpinion: string }) => api.call(audit.adminAuditCourse, body),
    (body) => (body.auditStatus === 1 ? '已通过，课程已发布' : '已驳回，已通知讲师'),
  );
  const waiting = list.filters.auditStatus === 0;

  return (
    <Card title="课程审核">
      <Tabs
        activeKey={String(list.filters.auditStatus)}
        onChange={(k) => list.search({ ...list.filters, auditStatus: Number(k) as 0 | 1 | 2 })}
        items={AUDIT_STATUS.map((s) => ({ key: String(s.value), label: s.label }))}
      />
      <Segmented
        aria-label="课程类型"
        style={{ marginBottom: 16 }}
        value={list.filters.courseCategory ?? 0}
        onChange={(kind) =>
          list.search({ ...list.filters, courseCategory: kind === 0 ? undefined : (kind as CourseKind) })
        }
        options={[
          { value: 0, label: '全部类型' },
          ...Object.entries(COURSE_KIND_LABELS).map(([kind, label]) => ({ value: Number(kind), label })),
        ]}
      />
      <PagedTable<CourseAuditItem>
        list={list}
        emptyText={['课程草稿读取失败', waiting ? '没有待审核的课程' : '没有记录']}
        columns={[
          {
            title: '课程',
            dataIndex: 'courseName',
            width: 300,
            render: (_, row) => (
              <Space>
                {row.courseLogo ? (
                  <img src={row.courseLogo} alt="" width={96} height={54} style={{ objectFit: 'cover' }} />
                ) : null}
                <span>{row.courseName}</span>
              </Space>
            ),
          },
          {
            title: '类型',
            width: 80,
            render: (_, row) => <Tag>{COURSE_KIND_LABELS[row.courseCategory] ?? row.courseCategory}</Tag>,
          },
          { title: '讲师', dataIndex: 'lecturerName', width: 120 },
          {
            title: '价格',
            width: 100,
            render: (_, row) => (row.isFree ? '免费' : formatYuan(row.coursePrice)),
          },
          { title: '章节/课时', width: 100, render: (_, row) => `${row.chapterCount} / ${row.periodCount}` },
          { title: '提交时间', dataIndex: 'gmtModified', width: 170 },
          {
            title: '状态',
            width: 110,
            render: (_, row) => {
              const s = auditStatusOf(row.auditStatus);
              return <Tag color={s.color}>{s.label}</Tag>;
            },
          },
          {
            title: '操作',
            width: 230,
            render: (_, row) => (
              <Space size={4} wrap>
                <Button size="small" icon={<EyeOutlined />} onClick={() => setViewing(row)}>
                  预览
                </Button>
                {row.auditStatus === 0 ? (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      icon={<CheckOutlined />}
                      onClick={() => setDeciding({ decision: 1, course: row })}
                    >
                      通过
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<CloseOutlined />}
                      onClick={() => setDeciding({ decision: 2, course: row })}
                    >
                      驳回
                    </Button>
                  </>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={Boolean(viewing)}
        onClose={() => setViewing(undefined)}
        size="large"
        title={viewing ? `预览：${viewing.courseName}` : ''}
        destroyOnHidden
      >
        {viewing ? <DraftPreview id={viewing.id} /> : null}
      </Drawer>
      <EditModal<{ auditOpinion: string }>
        title={
          deciding?.decision === 1
            ? `通过并发布《${deciding.course.courseName}》`
            : `驳回《${deciding?.course.courseName ?? ''}》`
        }
        open={Boolean(deciding)}
        okText={deciding?.decision === 1 ? '通过' : '驳回'}
        okDanger={deciding?.decision === 2}
        initialValues={{ auditOpinion: '' }}
        onCancel={() => setDeciding(undefined)}
        onSubmit={async ({ auditOpinion }) => {
          await decide.mutateAsync({
            id: deciding!.course.id,
            auditStatus: deciding!.decision,
            auditOpinion: auditOpinion?.trim() ?? '',
          });
          setDeciding(undefined);
        }}
      >
        <Form.Item
          label="审核意见"
          name="auditOpinion"
          rules={[
            ...(deciding?.decision === 2
              ? [{ required: true, whitespace: true, message: '驳回时请填写审核意见' }]
              : []),
            ...lengthRules(CourseAuditDecision, 'auditOpinion', '审核意见'),
          ]}
          extra={
            deciding?.decision === 1
              ? '可不填。通过后课程、章节、课时和附件一并发布，讲师收到站内消息。'
              : '将通过站内消息告知讲师，请写明需要修改的地方。'
          }
        >
          <Input.TextArea rows={4} showCount maxLength={maxLengthOf(CourseAuditDecision, 'auditOpinion')} />
        </Form.Item>
      </EditModal>
    </Card>
  );
}

/** The draft as learners will see it once approved: details, introduction, chapters and lessons. */
function DraftPreview({ id }: { id: string }) {
  const api = useApi();
  const preview = useQuery(courseQueries.preview(api, id));
  if (!preview.data)
    return <Typography.Text type="secondary">{preview.isError ? '预览读取失败' : '读取中…'}</Typography.Text>;
  const { course, chapterList } = preview.data;
  return (
    <>
      <Descriptions column={1} size="small" bordered styles={{ label: { width: 110 } }}>
        <Descriptions.Item label="课程">{course.courseName}</Descriptions.Item>
        <Descriptions.Item label="讲师">{course.lecturer?.lecturerName ?? course.lecturerName}</Descriptions.Item>
        <Descriptions.Item label="价格">{course.isFree ? '免费' : formatYuan(course.coursePrice)}</Descriptions.Item>
        <Descriptions.Item label="课时">
          {course.periodCount} 课时，共 {formatClock(course.totalDuration)}，{course.freePeriodCount} 课时可试看
        </Descriptions.Item>
        <Descriptions.Item label="介绍">
          <RichText html={course.introduce} />
        </Descriptions.Item>
      </Descriptions>
      {chapterList.map((chapter) => (
        <List
          key={chapter.id}
          style={{ marginTop: 16 }}
          size="small"
          bordered
          header={
            <strong>
              {chapter.chapterName} {chapter.isFree ? <Tag color="green">免费</Tag> : null}
            </strong>
          }
          dataSource={chapter.periodList}
          renderItem={(period) => (
            <List.Item extra={period.videoDuration ? formatClock(period.videoDuration) : <Tag>无视频</Tag>}>
              {period.periodName} {period.canTry ? <Tag color="green">试看</Tag> : null}
            </List.Item>
          )}
        />
      ))}
    </>
  );
}
