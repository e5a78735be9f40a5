import { SortedTable, sortColumn, statusColumn, actionsColumn } from '../../../components/sorted-table';
import { systemQueries } from '../api/queries';
import { useApi } from '~/lib/api-context';
import { useMemo, useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { FolderOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  systemContracts as sys,
  type WebsiteLinkAdmin,
  type WebsiteLinkSave,
  type WebsiteNavAdmin,
  type WebsiteNavSave,
} from '@school/contracts';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { asTarget, buildNavTree, bySort, nextSort, type NavRow } from '../../../lib/site-rows';
import { EditModal } from '../../../components/edit-modal';
import { RowActions } from '../../../components/row-actions';
import { targetText } from '../../../components/form-fields';
import { FooterGroupFields, FooterLinkFields, FriendLinkFields } from '../components/site-fields';

export function meta() {
  return [{ title: '底部导航与友链 - 运营后台' }];
}

/** "分组已添加" or "链接已添加", from the body that was sent. */
const kindText = (done: string) => (b: WebsiteNavSave) => (b.parentId === '0' ? '分组' : '链接') + done;

type NavEdit =
  | { open: false; kind?: 'group' | 'link'; record?: WebsiteNavAdmin; parentId?: string }
  | { open: true; kind: 'group' | 'link'; record?: WebsiteNavAdmin; parentId?: string };

function FooterNavCard() {
  const api = useApi();
  const navKey = systemQueries.websiteNavs(api).queryKey;
  const list = useQuery(systemQueries.websiteNavs(api));
  const [edit, setEdit] = useState<NavEdit>({ open: false });
  const save = useAdminMutation(navKey, (b: WebsiteNavSave) => api.call(sys.saveWebsiteNav, b), kindText('已添加'));
  const update = useAdminMutation(
    navKey,
    (b: WebsiteNavSave & { id: string }) => api.call(sys.updateWebsiteNav, b),
    kindText('已修改'),
  );
  const remove = useAdminMutation(navKey, (id: string) => api.call(sys.deleteWebsiteNav, { id }), '已删除', {
    toastError: true,
  });

  const items = useMemo(() => list.data ?? [], [list.data]);
  const tree = useMemo(() => buildNavTree(items), [items]);
  const groups = tree.filter((r) => r.parentId === '0');
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const expandedRowKeys = groups.map((g) => g.id).filter((id) => !collapsed.includes(id));

  const initialValues = (): Partial<WebsiteNavSave> => {
    if (!edit.open) return {};
    if (edit.record) return { ...edit.record, target: asTarget(edit.record.target) };
    if (edit.kind === 'group')
      return { parentId: '0', navName: '', navUrl: '', target: '_self', sort: nextSort(groups), statusId: 1 };
    const siblings = items.filter((i) => i.parentId === edit.parentId);
    return { parentId: edit.parentId, navName: '', navUrl: '', target: '_self', sort: nextSort(siblings), statusId: 1 };
  };

  const submit = async (values: WebsiteNavSave) => {
    const kind = edit.kind;
    const body: WebsiteNavSave = {
      parentId: kind === 'group' ? '0' : values.parentId,
      navName: values.navName.trim(),
      navUrl: kind === 'group' ? (edit.record?.navUrl ?? '') : (values.navUrl ?? '').trim(),
      target: kind === 'group' ? asTarget(edit.record?.target) : values.target,
      sort: values.sort ?? 0,
      statusId: values.statusId,
    };
    if (edit.record) await update.mutateAsync({ id: edit.record.id, ...body });
    else await save.mutateAsync(body);
    setEdit((e) => ({ ...e, open: false }));
  };

  const isGroup = (r: WebsiteNavAdmin) => r.parentId === '0';

  return (
    <Card
      title="底部导航"
      extra={
        <Space>
          <Button icon={<PlusOutlined />} onClick={() => setEdit({ open: true, kind: 'group' })}>
            添加分组
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!groups.length}
            onClick={() => setEdit({ open: true, kind: 'link', parentId: groups[0]?.id })}
          >
            添加链接
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        网站页脚的链接分组，每组下可放多个链接；分组与链接都按排序值从小到大排列。分组内还有链接时不能删除分组。
      </Typography.Paragraph>
      <Table<NavRow>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={tree}
        pagination={false}
        expandable={{
          expandedRowKeys,
          onExpand: (expanded, record) =>
            setCollapsed((c) => (expanded ? c.filter((id) => id !== record.id) : [...c, record.id])),
        }}
        locale={{ emptyText: list.isError ? '底部导航读取失败' : '还没有分组，先添加一个分组' }}
        columns={[
          {
            title: '名称',
            dataIndex: 'navName',
            render: (name: string, r) =>
              isGroup(r) ? (
                <Space>
                  <FolderOutlined style={{ color: '#faad14' }} />
                  <Typography.Text strong>{name}</Typography.Text>
                  <Typography.Text type="secondary">（{r.children?.length ?? 0} 个链接）</Typography.Text>
                </Space>
              ) : (
                <Space>
                  <LinkOutlined style={{ color: '#999' }} />
                  {name}
                  {!groups.some((g) => g.id === r.parentId) && <Tag color="warning">分组已不存在</Tag>}
                </Space>
              ),
          },
          {
            title: '链接地址',
            dataIndex: 'navUrl',
            ellipsis: true,
            render: (url: string, r) => (isGroup(r) ? '' : url || '-'),
          },
          {
            title: '打开方式',
            dataIndex: 'target',
            width: 100,
            render: (t: string, r) => (isGroup(r) ? '' : targetText(t)),
          },
          sortColumn(70),
          statusColumn(80),
          {
            title: '操作',
            key: 'actions',
            width: 210,
            render: (_, r) => (
              <RowActions
                onEdit={() => setEdit({ open: true, kind: isGroup(r) ? 'group' : 'link', record: r })}
                deleteTitle={isGroup(r) ? `删除分组“${r.navName}”？` : `删除链接“${r.navName}”？`}
                deleteDescription={
                  isGroup(r) && r.children?.length ? '分组内还有链接，请先删除或移走这些链接。' : undefined
                }
                onDelete={() => remove.mutateAsync(r.id).catch(() => undefined)}
              >
                {isGroup(r) && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setEdit({ open: true, kind: 'link', parentId: r.id })}
                  >
                    添加链接
                  </Button>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      <EditModal<WebsiteNavSave>
        title={`${edit.record ? '编辑' : '添加'}${edit.kind === 'group' ? '分组' : '链接'}`}
        open={edit.open}
        initialValues={initialValues()}
        onCancel={() => setEdit((e) => ({ ...e, open: false }))}
        onSubmit={submit}
      >
        {edit.kind === 'group' ? <FooterGroupFields /> : <FooterLinkFields groups={groups} />}
      </EditModal>
    </Card>
  );
}

function FriendLinkCard() {
  const api = useApi();
  const linkKey = systemQueries.websiteLinks(api).queryKey;
  const list = useQuery(systemQueries.websiteLinks(api));
  const [edit, setEdit] = useState<{ open: boolean; record?: WebsiteLinkAdmin }>({ open: false });
  const save = useAdminMutation(linkKey, (b: WebsiteLinkSave) => api.call(sys.saveWebsiteLink, b), '友情链接已添加');
  const update = useAdminMutation(
    linkKey,
    (b: WebsiteLinkSave & { id: string }) => api.call(sys.updateWebsiteLink, b),
    '友情链接已修改',
  );
  const remove = useAdminMutation(linkKey, (id: string) => api.call(sys.deleteWebsiteLink, { id }), '友情链接已删除', {
    toastError: true,
  });
  const rows = [...(list.data ?? [])].sort(bySort);

  return (
    <Card
      title="友情链接"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ open: true })}>
          添加友情链接
        </Button>
      }
    >
      <SortedTable<WebsiteLinkAdmin>
        size="middle"
        query={list}
        rows={rows}
        emptyText={['友情链接读取失败', '还没有友情链接']}
        columns={[
          { title: '网站名称', dataIndex: 'linkName', width: 200 },
          {
            title: '网址',
            dataIndex: 'linkUrl',
            ellipsis: true,
            render: (url: string) => (
              <a href={url} target="_blank" rel="noreferrer noopener">
                {url}
              </a>
            ),
          },
          { title: '打开方式', dataIndex: 'linkTarget', width: 100, render: targetText },
          sortColumn(70),
          statusColumn(80),
          actionsColumn<WebsiteLinkAdmin>({
            width: 140,
            onEdit: (r) => setEdit({ open: true, record: r }),
            deleteTitle: (r) => `删除友情链接“${r.linkName}”？`,
            onDelete: (r) => remove.mutateAsync(r.id).catch(() => undefined),
          }),
        ]}
      />
      <EditModal<WebsiteLinkSave>
        title={edit.record ? '编辑友情链接' : '添加友情链接'}
        open={edit.open}
        initialValues={
          edit.record
            ? { ...edit.record, linkTarget: asTarget(edit.record.linkTarget) }
            : { linkName: '', linkUrl: '', linkTarget: '_blank', sort: nextSort(rows), statusId: 1 }
        }
        onCancel={() => setEdit((e) => ({ ...e, open: false }))}
        onSubmit={async (v) => {
          const body: WebsiteLinkSave = {
            ...v,
            linkName: v.linkName.trim(),
            linkUrl: v.linkUrl.trim(),
            sort: v.sort ?? 0,
          };
          if (edit.record) await update.mutateAsync({ id: edit.record.id, ...body });
          else await save.mutateAsync(body);
          setEdit((e) => ({ ...e, open: false }));
        }}
      >
        <FriendLinkFields />
      </EditModal>
    </Card>
  );
}

export default function SiteFooterPage() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <FooterNavCard />
      <FriendLinkCard />
    </div>
  );
}
