import { useState } from 'react';
import { Button, Card, Segmented, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { contentContracts as content, type AdvAdmin, type AdvSave } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { asTarget, nextSort } from '../../../lib/site-rows';
import { SCHEDULE_TEXT, scheduleOf, shortDateTime, toWireDateTime } from '../../../lib/datetime';
import { EditModal } from '../../../components/edit-modal';
import { Thumb, targetText } from '../../../components/form-fields';
import { AdvFields, KNOWN_ADV_POSITIONS, advPositionText } from '../components/content-fields';
import { contentQueries } from '../api/queries';
import { SortedTable, sortColumn, statusColumn, actionsColumn } from '../../../components/sorted-table';

export function meta() {
  return [{ title: '广告 - 运营后台' }];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The body sent for the form's values: trimmed text, a valid target. */
export const cleanAdv = (v: AdvSave): AdvSave => ({
  advTitle: v.advTitle.trim(),
  advImg: v.advImg.trim(),
  advUrl: (v.advUrl ?? '').trim(),
  advTarget: asTarget(v.advTarget),
  advLocation: v.advLocation.trim(),
  platShow: v.platShow,
  beginTime: v.beginTime,
  endTime: v.endTime,
  sort: v.sort ?? 0,
  statusId: v.statusId,
});

/** A new advert: from now for 30 days, in the chosen position (or the first the site shows). */
export function blankAdv(position: string | undefined, rows: AdvAdmin[], now = new Date()): AdvSave {
  const advLocation = position ?? KNOWN_ADV_POSITIONS[0].code;
  return {
    advTitle: '',
    advImg: '',
    advUrl: '',
    advTarget: '_self',
    advLocation,
    platShow: 1,
    beginTime: toWireDateTime(new Date(Math.floor(now.getTime() / 60000) * 60000)),
    endTime: toWireDateTime(new Date(Math.floor(now.getTime() / 60000) * 60000 + 30 * DAY_MS)),
    sort: nextSort(rows.filter((r) => r.advLocation === advLocation)),
    statusId: 1,
  };
}

export default function AdvPage() {
  const api = useApi();
  const key = contentQueries.advs(api).queryKey;
  const list = useQuery(contentQueries.advs(api));
  const [position, setPosition] = useState<string>('all');
  const [edit, setEdit] = useState<{ open: boolean; record?: AdvAdmin }>({ open: false });
  const save = useAdminMutation(key, (b: AdvSave) => api.call(content.saveAdv, b), '广告已添加');
  const update = useAdminMutation(key, (b: AdvSave & { id: string }) => api.call(content.updateAdv, b), '广告已修改');
  const remove = useAdminMutation(key, (id: string) => api.call(content.deleteAdv, { id }), '广告已删除', {
    toastError: true,
  });

  const all = list.data ?? [];
  const positions = Array.from(new Set([...KNOWN_ADV_POSITIONS.map((p) => p.code), ...all.map((a) => a.advLocation)]));
  const rows = all
    .filter((a) => position === 'all' || a.advLocation === position)
    .sort((a, b) => a.advLocation.localeCompare(b.advLocation) || a.sort - b.sort);
  const now = toWireDateTime(new Date());

  return (
    <Card
      title="广告"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ open: true })}>
          添加广告
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        广告按广告位（编码）放到网站页面的固定位置，同一广告位按排序值依次显示；只有启用且在投放期内的广告会出现在网站上。
      </Typography.Paragraph>
      <Segmented
        style={{ marginBottom: 16 }}
        value={position}
        onChange={(v) => setPosition(String(v))}
        options={[
          { value: 'all', label: `全部（${all.length}）` },
          ...positions.map((p) => ({
            value: p,
            label: `${advPositionText(p) ?? p}（${all.filter((a) => a.advLocation === p).length}）`,
          })),
        ]}
      />
      <SortedTable<AdvAdmin>
        query={list}
        rows={rows}
        emptyText={['广告读取失败', '这个广告位还没有广告']}
        columns={[
          {
            title: '图片',
            dataIndex: 'advImg',
            width: 150,
            render: (s: string) => <Thumb src={s} width={128} height={48} fit="contain" />,
          },
          {
            title: '标题',
            dataIndex: 'advTitle',
            render: (t: string, r) => (
              <div>
                {t}
                <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12, maxWidth: 260 }}>
                  {r.advUrl ? `${r.advUrl} · ${targetText(r.advTarget)}` : '不跳转'}
                </Typography.Text>
              </div>
            ),
          },
          {
            title: '广告位',
            dataIndex: 'advLocation',
            width: 160,
            render: (c: string) => (
              <div>
                <Typography.Text code>{c}</Typography.Text>
                {advPositionText(c) && <div style={{ fontSize: 12, color: '#888' }}>{advPositionText(c)}</div>}
              </div>
            ),
          },
          {
            title: '投放时间',
            key: 'schedule',
            width: 210,
            render: (_, r) => {
              const s = SCHEDULE_TEXT[scheduleOf(r.beginTime, r.endTime, now)];
              return (
                <div style={{ fontSize: 12, lineHeight: 1.7 }}>
                  <Tag color={s.color}>{s.label}</Tag>
                  <div>起 {shortDateTime(r.beginTime)}</div>
                  <div>止 {shortDateTime(r.endTime)}</div>
                </div>
              );
            },
          },
          {
            title: '终端',
            dataIndex: 'platShow',
            width: 80,
            render: (v: number) => (v === 1 ? <Tag color="blue">PC</Tag> : <Tag>不显示</Tag>),
          },
          sortColumn(60),
          statusColumn(70),
          actionsColumn<AdvAdmin>({
            width: 110,
            onEdit: (r) => setEdit({ open: true, record: r }),
            deleteTitle: (r) => `删除广告“${r.advTitle}”？`,
            onDelete: (r) => remove.mutateAsync(r.id).catch(() => undefined),
          }),
        ]}
      />
      <EditModal<AdvSave>
        title={edit.record ? '编辑广告' : '添加广告'}
        open={edit.open}
        width={760}
        initialValues={
          edit.record
            ? cleanAdv({ ...edit.record, advTarget: asTarget(edit.record.advTarget) })
            : blankAdv(position === 'all' ? undefined : position, all)
        }
        onCancel={() => setEdit((e) => ({ ...e, open: false }))}
        onSubmit={async (v) => {
          const body = cleanAdv(v);
          if (edit.record) await update.mutateAsync({ id: edit.record.id, ...body });
          else await save.mutateAsync(body);
          setEdit((e) => ({ ...e, open: false }));
        }}
      >
        <AdvFields positions={positions} />
      </EditModal>
    </Card>
  );
}
