import { ExamDictType, examContracts, examImportTemplatePath, ExamLimits, type ImportResult } from '@school/contracts';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Modal, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useApi } from '~/lib/api-context';
import { DictSelect } from './dict-select';

const MB = 1024 * 1024;

/** The import call's form: the file and the defaults for rows that leave them out. */
export function importForm(file: File, defaults: { problemKind?: string; subject?: string; difficulty?: number }) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (defaults.problemKind) form.append('problemKind', defaults.problemKind);
  if (defaults.subject) form.append('subject', defaults.subject);
  if (defaults.difficulty) form.append('difficulty', String(defaults.difficulty));
  return form;
}

/** Why a chosen file cannot be an import, or undefined. */
export function importFileProblem(file: { name: string; size: number }): string | undefined {
  if (!/\.(xlsx|docx)$/i.test(file.name)) return '请选择 Excel（.xlsx）或 Word（.docx）文件';
  if (file.size > ExamLimits.importFileMaxBytes) return `文件不能超过 ${ExamLimits.importFileMaxBytes / MB} MB`;
  return undefined;
}

/**
 * 批量导入: choose an Excel or Word file, preview every row with its errors, then import all of them
 * (or none: the server saves nothing while any row is wrong).
 */
export function ImportModal({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(): void }) {
  const api = useApi();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [defaults, setDefaults] = useState<{ problemKind?: string; subject?: string; difficulty?: number }>({});
  const [result, setResult] = useState<ImportResult>();
  const [busy, setBusy] = useState(false);

  const preview = async (chosen: File) => {
    setBusy(true);
    setResult(undefined);
    try {
      setResult(await api.call(examContracts.previewImportProblem, importForm(chosen, defaults)));
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const importAll = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const done = await api.call(examContracts.importProblem, importForm(file, defaults));
      setResult(done);
      if (done.imported > 0) {
        void message.success(`已导入 ${done.imported} 道试题`);
        onImported();
        close();
      }
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setFile(undefined);
    setResult(undefined);
    onClose();
  };

  return (
    <Modal
      open={open}
      title="批量导入试题"
      width={860}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button
          key="import"
          type="primary"
          loading={busy}
          disabled={!result || result.errorCount > 0 || result.validCount === 0}
          onClick={() => void importAll()}
        >
          {result ? `全部导入（${result.validCount} 题）` : '全部导入'}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        按模板填写后上传，先预览检查每一道题；全部无误才能导入，有任何错误则一题也不会保存。每次最多{' '}
        {ExamLimits.importRowsMax} 题。
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <a href={`/apis${examImportTemplatePath('xlsx')}`} download>
          <DownloadOutlined /> 下载 Excel 模板
        </a>
        <a href={`/apis${examImportTemplatePath('docx')}`} download>
          <DownloadOutlined /> 下载 Word 模板
        </a>
      </Space>
      <Row gutter={[8, 8]} style={{ marginBottom: 12 }}>
        <Col xs={24} sm={8}>
          <DictSelect
            dictType={ExamDictType.problemKind}
            allowClear
            placeholder="默认题目分类"
            style={{ width: '100%' }}
            value={defaults.problemKind}
            onChange={(problemKind) => setDefaults({ ...defaults, problemKind })}
          />
        </Col>
        <Col xs={24} sm={8}>
          <DictSelect
            dictType={ExamDictType.subject}
            allowClear
            placeholder="默认科目"
            style={{ width: '100%' }}
            value={defaults.subject}
            onChange={(subject) => setDefaults({ ...defaults, subject })}
          />
        </Col>
        <Col xs={24} sm={8}>
          <Select
            allowClear
            placeholder="默认难度"
            style={{ width: '100%' }}
            value={defaults.difficulty}
            onChange={(difficulty?: number) => setDefaults({ ...defaults, difficulty })}
            options={[1, 2, 3, 4, 5].map((level) => ({ value: level, label: `难度 ${level}` }))}
          />
        </Col>
      </Row>
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        aria-label="选择导入文件"
        accept=".xlsx,.docx"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          const refusal = importFileProblem(chosen);
          if (refusal) {
            void message.error(refusal);
            return;
          }
          setFile(chosen);
          void preview(chosen);
        }}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<UploadOutlined />} loading={busy && !result} onClick={() => input.current?.click()}>
          {file ? '重新选择文件' : '选择文件并预览'}
        </Button>
        {file ? <span>{file.name}</span> : null}
        {file && result ? (
          <Button onClick={() => void preview(file)} disabled={busy}>
            重新预览
          </Button>
        ) : null}
      </Space>
      {result ? (
        <>
          <Alert
            style={{ marginBottom: 12 }}
            type={result.errorCount > 0 ? 'error' : 'success'}
            title={
              result.errorCount > 0
                ? `共 ${result.total} 题，${result.errorCount} 题有错误：请改正文件后重新预览`
                : `共 ${result.total} 题，全部可以导入`
            }
          />
          <Table
            size="small"
            rowKey="row"
            dataSource={result.rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 640 }}
            columns={[
              { title: '位置', dataIndex: 'row', width: 64 },
              { title: '题型', dataIndex: 'problemTypeName', width: 80 },
              {
                title: '题干',
                dataIndex: 'summary',
                ellipsis: true,
                render: (summary: string, row) => (row.childCount ? `${summary}（${row.childCount} 道小题）` : summary),
              },
              {
                title: '检查结果',
                dataIndex: 'errors',
                width: 260,
                render: (errors: string[]) =>
                  errors.length ? (
                    <Typography.Text type="danger">{errors.join('；')}</Typography.Text>
                  ) : (
                    <Tag color="success">可导入</Tag>
                  ),
              },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
