import { statusColumn } from '../../../components/sorted-table';
import { courseQueries } from '../api/queries';
import { useApi } from '~/lib/api-context';
import { useState } from 'react';
import { App, Button, Card, Col, Empty, Popconfirm, Row, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  courseContracts as course,
  type CourseAdmin,
  type ZoneAdmin,
  type ZoneCourseAdmin,
  type ZoneSave,
} from '@school/contracts';
import { showUnlessShown } from '~/lib/request';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { useRowMove } from '../../../lib/use-row-move';
import { moveAmongSiblings } from '../category-tree';
import { bySort, nextSort } from '../../../lib/site-rows';
import { EditModal } from '../../../components/edit-modal';
import { MoveButtons } from '../../../components/move-buttons';
import { Thumb } from '../../../components/form-fields';
import { ZoneFields, zoneLocationText } from '../components/course-fields';
import { CoursePicker } from '../components/course-picker';

export function meta() {
  return [{ title: '专区与专区课程 - 运营后台' }];
}

function ZoneCourses({ zone }: { zone: ZoneAdmin }) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const zoneCourses = courseQueries.zoneCourses(api, { zoneId: zone.id });
  const key = zoneCourses.queryKey;
  const list = useQuery(zoneCourses);
  const rows = [...(list.data ?? [])].sort(bySort);
  const [picking, setPicking] = useState(false);
  const rowMove = useRowMove(key);
  const remove = useAdminMutation(key, (id: string) => api.call(course.deleteZoneCourse, { id }), '已从专区移除', {
    toastError: true,
  });

  const add = async (c: CourseAdmin) => {
    try {
      const current = queryClient.getQueryData<ZoneCourseAdmin[]>(key) ?? rows;
      await api.call(course.addZoneCourse, { zoneId: zone.id, courseId: c.id, sort: nextSort(current) });
      message.success(`已添加“${c.courseName}”`);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (err) {
      showUnlessShown(message, err);
      throw err;
    }
  };

  const move = async (row: ZoneCourseAdmin, direction: 'up' | 'down') => {
    const changes = moveAmongSiblings(rows, row.id, direction);
    if (!changes.length) return;
    await rowMove.move(row.id, async () => {
      for (const c of changes) await api.call(course.sortZoneCourse, { id: c.row.id, sort: c.sort });
    });
  };

  return (
    <Card
      title={
        <Space>
          专区课程
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {zone.zoneName}（{rows.length} 门）
          </Typography.Text>
        </Space>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
          添加课程
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        首页每个专区按顺序显示前 8 门在架课程；已下架的课程留在专区里，但网站上不显示。
      </Typography.Paragraph>
      <Table<ZoneCourseAdmin>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: list.isError ? '专区课程读取失败' : '专区里还没有课程' }}
        columns={[
          {
            title: '封面',
            dataIndex: 'courseLogo',
            width: 96,
            render: (s: string) => <Thumb src={s} width={80} height={45} />,
          },
          { title: '课程', dataIndex: 'courseName' },
          {
            title: '上架',
            dataIndex: 'isPutAway',
            width: 80,
            render: (v: number) => (v === 1 ? <Tag color="success">上架</Tag> : <Tag color="warning">已下架</Tag>),
          },
          {
            title: '排序',
            key: 'sort',
            width: 130,
            render: (_, r, i) => (
              <MoveButtons
                id={r.id}
                name={r.courseName}
                sort={r.sort}
                first={i === 0}
                last={i === rows.length - 1}
                movingId={rowMove.movingId}
                onMove={(direction) => void move(r, direction)}
                sortWidth={28}
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_, r) => (
              <Popconfirm
                title={`把“${r.courseName}”移出专区？`}
                description="只移出专区，课程本身不受影响。"
                okText="移出"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() => remove.mutateAsync(r.id).catch(() => undefined)}
              >
                <Button type="link" size="small" danger>
                  移出
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <CoursePicker
        open={picking}
        zoneName={zone.zoneName}
        addedCourseIds={rows.map((r) => r.courseId)}
        onAdd={add}
        onClose={() => setPicking(false)}
      />
    </Card>
  );
}

export default function ZonePage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const zoneKey = courseQueries.zones(api).queryKey;
  const list = useQuery(courseQueries.zones(api));
  const zones = [...(list.data ?? [])].sort((a, b) => a.zoneLocation - b.zoneLocation || a.sort - b.sort);
  const [selectedId, setSelectedId] = useState<string>();
  const selected = zones.find((z) => z.id === selectedId) ?? zones[0];
  const [edit, setEdit] = useState<{ open: boolean; record?: ZoneAdmin }>({ open: false });

  const save = useAdminMutation(zoneKey, (b: ZoneSave) => api.call(course.saveZone, b), '专区已添加');
  const update = useAdminMutation(
    zoneKey,
    (b: ZoneSave & { id: string }) => api.call(course.updateZone, b),
    '专区已修改',
  );
  const remove = useAdminMutation(zoneKey, (id: string) => api.call(course.deleteZone, { id }), '专区已删除', {
    toastError: true,
  });

  return (
    <Row gutter={16} align="top">
      <Col span={10}>
        <Card
          title="专区"
          extra={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ open: true })}>
              添加专区
            </Button>
          }
        >
          <Typography.Paragraph type="secondary">点击一个专区，在右侧管理它的课程。</Typography.Paragraph>
          <Table<ZoneAdmin>
            rowKey="id"
            size="middle"
            loading={list.isPending}
            dataSource={zones}
            pagination={false}
            onRow={(r) => ({ onClick: () => setSelectedId(r.id), style: { cursor: 'pointer' } })}
            rowClassName={(r) => (r.id === selected?.id ? 'ant-table-row-selected' : '')}
            locale={{ emptyText: list.isError ? '专区读取失败' : '还没有专区' }}
            columns={[
              {
                title: '名称',
                dataIndex: 'zoneName',
                render: (n: string, r) => (
                  <div>
                    <Typography.Text strong={r.id === selected?.id}>{n}</Typography.Text>
                    {r.zoneDesc && (
                      <Typography.Text
                        type="secondary"
                        ellipsis
                        style={{ display: 'block', fontSize: 12, maxWidth: 200 }}
                      >
                        {r.zoneDesc}
                      </Typography.Text>
                    )}
                  </div>
                ),
              },
              {
                title: '位置 · 排序',
                key: 'place',
                width: 110,
                render: (_, r) => (
                  <span style={{ whiteSpace: 'nowrap' }}>
                    {zoneLocationText(r.zoneLocation)} · {r.sort}
                  </span>
                ),
              },
              statusColumn(70),
              {
                title: '操作',
                key: 'actions',
                width: 110,
                render: (_, r) => (
                  <Space size={0} onClick={(e) => e.stopPropagation()}>
                    <Button type="link" size="small" onClick={() => setEdit({ open: true, record: r })}>
                      编辑
                    </Button>
                    <Popconfirm
                      title={`删除专区“${r.zoneName}”？`}
                      description="专区里的课程关联一并删除（课程本身不受影响）。"
                      okText="删除"
                      okButtonProps={{ danger: true }}
                      cancelText="取消"
                      onConfirm={() =>
                        remove
                          .mutateAsync(r.id)
                          .then(() =>
                            queryClient.removeQueries({
                              queryKey: courseQueries.zoneCourses(api, { zoneId: r.id }).queryKey,
                            }),
                          )
                          .catch(() => undefined)
                      }
                    >
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col span={14}>
        {selected ? (
          <ZoneCourses key={selected.id} zone={selected} />
        ) : (
          <Card>
            <Empty description={list.isPending ? '正在读取专区…' : '先添加一个专区'} />
          </Card>
        )}
      </Col>
      <EditModal<ZoneSave>
        title={edit.record ? '编辑专区' : '添加专区'}
        open={edit.open}
        initialValues={
          edit.record
            ? { ...edit.record }
            : {
                zoneName: '',
                zoneDesc: '',
                zoneLocation: 1,
                sort: nextSort(zones.filter((z) => z.zoneLocation === 1)),
                statusId: 1,
              }
        }
        onCancel={() => setEdit((e) => ({ ...e, open: false }))}
        onSubmit={async (v) => {
          const body: ZoneSave = {
            zoneName: v.zoneName.trim(),
            zoneDesc: (v.zoneDesc ?? '').trim(),
            zoneLocation: v.zoneLocation,
            sort: v.sort ?? 0,
            statusId: v.statusId,
          };
          if (edit.record) await update.mutateAsync({ id: edit.record.id, ...body });
          else {
            const created = await save.mutateAsync(body);
            setSelectedId(created.id);
          }
          setEdit((e) => ({ ...e, open: false }));
        }}
      >
        <ZoneFields />
      </EditModal>
    </Row>
  );
}
