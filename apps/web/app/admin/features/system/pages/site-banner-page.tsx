import { useState } from 'react';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { systemContracts as sys, type BannerAdmin, type BannerSave } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { asTarget, bySort, nextSort } from '../../../lib/site-rows';
import { EditModal } from '../../../components/edit-modal';
import { Thumb, targetText } from '../../../components/form-fields';
import { BannerFields } from '../components/banner-fields';
import { systemQueries } from '../api/queries';
import { SortedTable, sortColumn, statusColumn, actionsColumn } from '../../../components/sorted-table';

export function meta() {
  return [{ title: '轮播图 - 运营后台' }];
}

const clean = (v: BannerSave): BannerSave => ({
  bannerCode: v.bannerCode.trim(),
  bannerName: v.bannerName.trim(),
  bannerGroup: v.bannerGroup.trim(),
  sort: v.sort ?? 0,
  statusId: v.statusId,
  data: (v.data ?? []).map((s) => ({
    title: (s.title ?? '').trim(),
    img: s.img.trim(),
    url: (s.url ?? '').trim(),
    target: asTarget(s.target),
  })),
});

function Slides({ banner }: { banner: BannerAdmin }) {
  if (!banner.data.length) return <Typography.Text type="secondary">没有图片</Typography.Text>;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {banner.data.map((s, i) => (
        <div key={i} style={{ width: 200 }}>
          <Thumb src={s.img} width={200} height={72} />
          <div style={{ fontSize: 12, marginTop: 4, lineHeight: 1.6 }}>
            <div>
              {i + 1}. {s.title || <Typography.Text type="secondary">（无标题）</Typography.Text>}
            </div>
            <Typography.Text type="secondary" ellipsis style={{ width: 200, fontSize: 12 }}>
              {s.url ? `${s.url} · ${targetText(s.target)}` : '不跳转'}
            </Typography.Text>
          </div>
        </div>
      ))}
    </div>
  );
}

export default function SiteBannerPage() {
  const api = useApi();
  const key = systemQueries.banners(api).queryKey;
  const list = useQuery(systemQueries.banners(api));
  const [edit, setEdit] = useState<{ open: boolean; record?: BannerAdmin }>({ open: false });
  const save = useAdminMutation(key, (b: BannerSave) => api.call(sys.saveBanner, b), '轮播图已添加');
  const update = useAdminMutation(
    key,
    (b: BannerSave & { id: string }) => api.call(sys.updateBanner, b),
    '轮播图已修改',
  );
  const remove = useAdminMutation(key, (id: string) => api.call(sys.deleteBanner, { id }), '轮播图已删除', {
    toastError: true,
  });

  const rows = [...(list.data ?? [])].sort(bySort);
  const groups = Array.from(new Set(rows.map((r) => r.bannerGroup).filter(Boolean)));

  return (
    <Card
      title="轮播图"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ open: true })}>
          添加轮播图
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        每组轮播图有一个编码和分组，网站页面按分组读取、按编码放到对应位置；每组最多 10 张图片。展开一行可查看全部图片。
      </Typography.Paragraph>
      <SortedTable<BannerAdmin>
        query={list}
        rows={rows}
        expandable={{ expandedRowRender: (r) => <Slides banner={r} /> }}
        emptyText={['轮播图读取失败', '还没有轮播图']}
        columns={[
          {
            title: '预览',
            key: 'preview',
            width: 280,
            render: (_, r) => (
              <Space size={6} style={{ whiteSpace: 'nowrap' }}>
                {r.data.slice(0, 2).map((s, i) => (
                  <Thumb key={i} src={s.img} width={88} height={36} />
                ))}
                {r.data.length === 0 && <Thumb />}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  共 {r.data.length} 张
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '编码',
            dataIndex: 'bannerCode',
            width: 150,
            render: (c: string) => <Typography.Text code>{c}</Typography.Text>,
          },
          { title: '名称', dataIndex: 'bannerName' },
          { title: '分组', dataIndex: 'bannerGroup', width: 110, render: (g: string) => <Tag>{g}</Tag> },
          sortColumn(70),
          statusColumn(80),
          actionsColumn<BannerAdmin>({
            width: 130,
            onEdit: (r) => setEdit({ open: true, record: r }),
            deleteTitle: (r) => `删除轮播图“${r.bannerName}”？`,
            deleteDescription: '其中的图片将一并从网站上撤下。',
            onDelete: (r) => remove.mutateAsync(r.id).catch(() => undefined),
          }),
        ]}
      />
      <EditModal<BannerSave>
        title={edit.record ? '编辑轮播图' : '添加轮播图'}
        open={edit.open}
        width={880}
        initialValues={
          edit.record
            ? {
                ...edit.record,
                data: edit.record.data.map((s) => ({ ...s, target: asTarget(s.target) })),
              }
            : {
                bannerCode: '',
                bannerName: '',
                bannerGroup: groups[0] ?? 'pc',
                sort: nextSort(rows),
                statusId: 1,
                data: [{ title: '', img: '', url: '', target: '_self' }],
              }
        }
        onCancel={() => setEdit((e) => ({ ...e, open: false }))}
        onSubmit={async (v) => {
          const body = clean(v);
          if (edit.record) await update.mutateAsync({ id: edit.record.id, ...body });
          else await save.mutateAsync(body);
          setEdit((e) => ({ ...e, open: false }));
        }}
      >
        <BannerFields groups={groups} />
      </EditModal>
    </Card>
  );
}
