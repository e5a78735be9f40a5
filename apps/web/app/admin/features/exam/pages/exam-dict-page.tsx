import { contentContracts as content, DictSave, ExamDictType, type DictAdmin } from '@school/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { EditModal } from '../../../components/edit-modal';
import { SortStatus } from '../../../components/form-fields';
import { dictColumns } from '../../../components/dict-columns';
import { SortedTable } from '../../../components/sorted-table';
import { bySort, nextSort } from '../../../lib/site-rows';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { examQueries } from '../api/queries';

/** The two dictionary types of the question bank, by the console address that edits them. */
const pages = {
  '/admin/exam/kind': {
    dictType: ExamDictType.problemKind,
    title: '题目分类',
    note: '讲师给试题选择的分类（词汇与语法、阅读理解……），试卷的随机抽题规则也按分类抽取。',
  },
  '/admin/exam/subject': {
    dictType: ExamDictType.subject,
    title: '试卷科目',
    note: '试题和试卷所属的科目（大学英语四级、雅思……），学员按科目查找试卷。',
  },
} as const;
type ExamDictPath = keyof typeof pages;

export function meta({ location }: { location: { pathname: string } }) {
  const page = pages[location.pathname as ExamDictPath] ?? pages['/admin/exam/kind'];
  return [{ title: `${page.title} - 运营后台` }];
}

/** 题目分类 and 试卷科目: one dictionary type each; the value is what problems and papers store. */
export default function ExamDictPage() {
  const { pathname } = useLocation();
  const page = pages[pathname.replace(/\/+$/, '') as ExamDictPath] ?? pages['/admin/exam/kind'];
  const api = useApi();
  const key = examQueries.dicts(api).queryKey;
  const list = useQuery(examQueries.dicts(api));
  const [edit, setEdit] = useState<{ open: boolean; record?: DictAdmin }>({ open: false });
  const save = useAdminMutation(key, (b: DictSave) => api.call(content.saveDict, b), `${page.title}已添加`);
  const update = useAdminMutation(
    key,
    (b: DictSave & { id: string }) => api.call(content.updateDict, b),
    `${page.title}已修改`,
  );
  const remove = useAdminMutation(key, (id: string) => api.call(content.deleteDict, { id }), `${page.title}已删除`, {
    toastError: true,
  });
  const rows = (list.data ?? []).filter((d) => d.dictType === page.dictType).sort(bySort);

  return (
    <Card
      title={page.title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ open: true })}>
          添加{page.title}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {page.note}已被试题使用的值请不要修改或删除，可改名称或停用。
      </Typography.Paragraph>
      <SortedTable<DictAdmin>
        query={list}
        rows={rows}
        emptyText={[`${page.title}读取失败`, `还没有${page.title}`]}
        columns={dictColumns({
          valueWidth: 140,
          onEdit: (r) => setEdit({ open: true, record: r }),
          deleteTitle: (r) => `删除“${r.dictLabel}”？`,
          deleteDescription: '已使用这个值的试题和试卷将无法显示名称。',
          onDelete: (r) => remove.mutateAsync(r.id).catch(() => undefined),
        })}
      />
      <EditModal<DictSave>
        title={edit.record ? `编辑${page.title}` : `添加${page.title}`}
        open={edit.open}
        initialValues={edit.record ?? { dictLabel: '', dictValue: '', sort: nextSort(rows), statusId: 1, remark: '' }}
        onCancel={() => setEdit((e) => ({ ...e, open: false }))}
        onSubmit={async (v) => {
          const body: DictSave = {
            dictType: page.dictType,
            dictLabel: v.dictLabel.trim(),
            dictValue: v.dictValue.trim(),
            sort: v.sort ?? 0,
            statusId: v.statusId,
            remark: (v.remark ?? '').trim(),
          };
          if (edit.record) await update.mutateAsync({ id: edit.record.id, ...body });
          else await save.mutateAsync(body);
          setEdit((e) => ({ ...e, open: false }));
        }}
      >
        <Form.Item label="名称" name="dictLabel" rules={fieldRules(DictSave, 'dictLabel', '名称')}>
          <Input showCount maxLength={maxLengthOf(DictSave, 'dictLabel')} placeholder="例如：阅读理解" />
        </Form.Item>
        <Form.Item
          label="值"
          name="dictValue"
          rules={fieldRules(DictSave, 'dictValue', '值')}
          extra="不能重复，程序按值识别，如 reading"
        >
          <Input showCount maxLength={maxLengthOf(DictSave, 'dictValue')} />
        </Form.Item>
        <SortStatus />
        <Form.Item label="备注" name="remark" rules={fieldRules(DictSave, 'remark', '备注')}>
          <Input maxLength={maxLengthOf(DictSave, 'remark')} />
        </Form.Item>
      </EditModal>
    </Card>
  );
}
