import { useState } from 'react';
import { Button, Card, Select, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { contentContracts as content, type DictAdmin, type DictSave } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { bySort, nextSort } from '../../../lib/site-rows';
import { EditModal } from '../../../components/edit-modal';
import { DictFields } from '../components/content-fields';
import { contentQueries } from '../api/queries';
import { SortedTable } from '../../../components/sorted-table';
import { dictColumns } from '../../../components/dict-columns';

export function meta() {
  return [{ title: '字典 - 运营后台' }];
}

/** Dictionary types the site reads, with their meaning. */
export const KNOWN_DICT_TYPES: Record<string, string> = { problemKind: '题目分类', examSubject: '试卷科目' };
const typeLabel = (t: string) => (KNOWN_DICT_TYPES[t] ? `${KNOWN_DICT_TYPES[t]}（${t}）` : t);

export const cleanDict = (v: DictSave): DictSave => ({
  dictType: v.dictType.trim(),
  dictLabel: v.dictLabel.trim(),
  dictValue: v.dictValue.trim(),
  sort: v.sort ?? 0,
  statusId: v.statusId,
  remark: (v.remark ?? '').trim(),
});

export default function DictPage() {
  const api = useApi();
  const key = contentQueries.dicts(api).queryKey;
  // The whole dictionary is small: read it once and filter by type here.
  const list = useQuery(contentQueries.dicts(api));
  const [type, setType] = useState('problemKind');
  const [edit, setEdit] = useState<{ open: boolean; record?: DictAdmin }>({ open: false });
  const save = useAdminMutation(key, (b: DictSave) => api.call(content.saveDict, b), '字典项已添加');
  const update = useAdminMutation(
    key,
    (b: DictSave & { id: string }) => api.call(content.updateDict, b),
    '字典项已修改',
  );
  const remove = useAdminMutation(key, (id: string) => api.call(content.deleteDict, { id }), '字典项已删除', {
    toastError: true,
  });

  const all = list.data ?? [];
  const types = Array.from(new Set([...Object.keys(KNOWN_DICT_TYPES), ...all.map((d) => d.dictType)])).sort();
  const rows = all.filter((d) => d.dictType === type).sort(bySort);

  return (
    <Card
      title="字典"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ open: true })}>
          添加字典项
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        程序按“值”识别字典项，网站显示“名称”。problemKind 是题库的题目分类（词汇与语法、阅读理解……），examSubject
        是试卷科目；已被试题使用的值请不要修改或删除，可改名称或停用。
      </Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        字典类型
        <Select
          value={type}
          onChange={setType}
          style={{ width: 240 }}
          options={types.map((t) => ({
            value: t,
            label: `${typeLabel(t)}（${all.filter((d) => d.dictType === t).length}）`,
          }))}
          aria-label="查看的字典类型"
        />
      </Space>
      <SortedTable<DictAdmin>
        query={list}
        rows={rows}
        emptyText={['字典读取失败', '这个类型还没有字典项']}
        columns={dictColumns({
          valueWidth: 120,
          onEdit: (r) => setEdit({ open: true, record: r }),
          deleteTitle: (r) => `删除字典项“${r.dictLabel}”？`,
          deleteDescription: '已使用这个值的数据将无法显示名称。',
          onDelete: (r) => remove.mutateAsync(r.id).catch(() => undefined),
        })}
      />
      <EditModal<DictSave>
        title={edit.record ? '编辑字典项' : '添加字典项'}
        open={edit.open}
        initialValues={
          edit.record
            ? cleanDict(edit.record)
            : { dictType: type, dictLabel: '', dictValue: '', sort: nextSort(rows), statusId: 1, remark: '' }
        }
        onCancel={() => setEdit((e) => ({ ...e, open: false }))}
        onSubmit={async (v) => {
          const body = cleanDict(v);
          if (edit.record) await update.mutateAsync({ id: edit.record.id, ...body });
          else await save.mutateAsync(body);
          setType(body.dictType);
          setEdit((e) => ({ ...e, open: false }));
        }}
      >
        <DictFields types={types} />
      </EditModal>
    </Card>
  );
}
