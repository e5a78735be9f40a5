import {
  ExamDictType,
  examContracts,
  ExamLimits,
  problemTypeLabels,
  randomProblemTypes,
  TitleSave,
  TitleType,
  type PaperAudit,
  type ProblemType,
} from '@school/contracts';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Select,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { examQueries, PAPERS_KEY } from '../api/queries';
import { DictSelect } from '../components/dict-select';
import { ProblemMeta } from '../components/problem-meta';
import { ProblemPicker } from '../components/problem-picker';
import { BackToPapers } from '../components/back-to-papers';
import { TeacherOnly, useTeaches } from '../components/teacher-only';
import {
  addPicked,
  moveItem,
  newSection,
  paperScore,
  pickedScore,
  ruleProblem,
  sectionOf,
  sectionProblemCount,
  sectionScore,
  toTitleSave,
  type RuleRow,
  type Section,
} from '../paper-sections';
import { useApi } from '~/lib/api-context';
import { maxLengthOf } from '~/lib/form-rules';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 设置大题 (?id=…): a paper's sections, filled by picking from the bank or by random rules. */
export function PaperSectionsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const api = useApi();
  const paper = usePersonalQuery({ ...examQueries.paper(api, id ?? ''), enabled: useTeaches() && Boolean(id) });
  return (
    <AccountPage title="设置大题" actions={<BackToPapers />}>
      <TeacherOnly>
        {id ? (
          <QueryContent query={paper}>
            {(view) => (
              <SectionsEditor key={view.paper.gmtModified} paper={view.paper} initial={view.titles.map(sectionOf)} />
            )}
          </QueryContent>
        ) : (
          <Empty description="请从试卷列表选择一份试卷">
            <Link to="/account/exams">
              <Button type="primary">试卷列表</Button>
            </Link>
          </Empty>
        )}
      </TeacherOnly>
    </AccountPage>
  );
}

function SectionsEditor({ paper, initial }: { paper: PaperAudit; initial: Section[] }) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [sections, setSections] = useState(initial);
  const [picking, setPicking] = useState<number>();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);

  const update = (next: Section[]) => {
    setSections(next);
    setDirty(true);
  };
  const change = (index: number, section: Section) => update(sections.map((s, i) => (i === index ? section : s)));
  const present = new Set(sections.flatMap((section) => section.problems.map((row) => row.problemId)));
  const total = paperScore(sections);

  /** Saves the sections as they are, or (`auto`) with the random ones drawn now into picked sections. */
  const save = async (auto = false) => {
    setSaving(true);
    try {
      const body = { examId: paper.id, titles: sections.map(toTitleSave) };
      const saved = await api.call(auto ? examContracts.autoSavePaperRef : examContracts.savePaperRef, body);
      setSections(saved.titles.map(sectionOf));
      setDirty(false);
      queryClient.setQueryData(examQueries.paper(api, paper.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: PAPERS_KEY, refetchType: 'none' });
      void message.success(auto ? '已按规则抽好题目并保存，可以继续调整' : '大题已保存');
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap size={[32, 8]} style={{ width: '100%' }}>
          <div>
            <Typography.Text strong>{paper.examName}</Typography.Text>
            <div className="account-card__hint">
              {paper.subjectName} · {paper.answerMinutes} 分钟 · 及格 {paper.passScore} 分
            </div>
          </div>
          <Statistic title="总分" value={total} />
          <Statistic title="题数" value={sections.reduce((sum, s) => sum + sectionProblemCount(s), 0)} />
        </Space>
        {total > 0 && paper.passScore > total ? (
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            title={`及格分 ${paper.passScore} 高于总分 ${total}，请在基本信息中修改`}
          />
        ) : null}
      </Card>

      {sections.map((section, index) => (
        <SectionCard
          key={index}
          index={index}
          count={sections.length}
          section={section}
          onChange={(next) => change(index, next)}
          onMove={(step) => update(moveItem(sections, index, step))}
          onRemove={() => update(sections.filter((_, i) => i !== index))}
          onPick={() => setPicking(index)}
        />
      ))}

      {sections.length === 0 ? <Empty description="还没有大题，请添加" style={{ margin: '24px 0' }} /> : null}
      <Space wrap style={{ margin: '8px 0 24px' }}>
        {sections.length < ExamLimits.titlesMax ? (
          <>
            <Button
              icon={<PlusOutlined />}
              onClick={() => update([...sections, newSection(TitleType.picked, sections.length)])}
            >
              添加大题（从题库选题）
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() => update([...sections, newSection(TitleType.random, sections.length)])}
            >
              添加大题（随机抽题）
            </Button>
          </>
        ) : null}
      </Space>
      <Space wrap>
        <Button type="primary" size="large" loading={saving} onClick={() => void save()}>
          保存大题
        </Button>
        {sections.some((section) => section.titleType === TitleType.random) ? (
          <Popconfirm
            title="一键组卷？"
            description="随机大题将按规则立即从题库抽题，变为可调整的选题大题。"
            okText="组卷"
            cancelText="取消"
            onConfirm={() => save(true)}
          >
            <Button size="large" disabled={saving}>
              一键组卷
            </Button>
          </Popconfirm>
        ) : null}
        <Link to={`/account/exams/preview?id=${paper.id}`}>
          <Button size="large" disabled={dirty}>
            预览试卷
          </Button>
        </Link>
        {dirty ? <Typography.Text type="warning">有未保存的修改</Typography.Text> : null}
      </Space>

      <ProblemPicker
        open={picking !== undefined}
        examId={paper.id}
        present={present}
        onClose={() => setPicking(undefined)}
        onPick={(problems) => {
          if (picking === undefined) return;
          change(picking, addPicked(sections[picking]!, problems));
        }}
      />
    </>
  );
}

function SectionCard({
  index,
  count,
  section,
  onChange,
  onMove,
  onRemove,
  onPick,
}: {
  index: number;
  count: number;
  section: Section;
  onChange(section: Section): void;
  onMove(step: -1 | 1): void;
  onRemove(): void;
  onPick(): void;
}) {
  const random = section.titleType === TitleType.random;
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      title={
        <Space wrap size={[8, 0]}>
          <span>第 {index + 1} 大题</span>
          <Tag color={random ? 'purple' : 'blue'}>{random ? '随机抽题' : '选题'}</Tag>
          <span className="account-card__hint">
            {sectionProblemCount(section)} 题 · {sectionScore(section)} 分
          </span>
        </Space>
      }
      extra={
        <Space size={0}>
          <Button
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label="上移"
            disabled={index === 0}
            onClick={() => onMove(-1)}
          />
          <Button
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label="下移"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          />
          <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除大题" onClick={onRemove} />
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input
          addonBefore="名称"
          aria-label={`第 ${index + 1} 大题名称`}
          value={section.titleName}
          maxLength={maxLengthOf(TitleSave, 'titleName')}
          status={section.titleName.trim() ? undefined : 'error'}
          onChange={(event) => onChange({ ...section, titleName: event.target.value })}
        />
        <Input
          addonBefore="说明"
          value={section.description}
          maxLength={maxLengthOf(TitleSave, 'description')}
          placeholder="如：每题 2 分，共 20 分"
          onChange={(event) => onChange({ ...section, description: event.target.value })}
        />
        {random ? (
          <RandomRules section={section} onChange={onChange} />
        ) : (
          <PickedProblems section={section} onChange={onChange} onPick={onPick} />
        )}
      </Space>
    </Card>
  );
}

function PickedProblems({
  section,
  onChange,
  onPick,
}: {
  section: Section;
  onChange(section: Section): void;
  onPick(): void;
}) {
  const setRows = (problems: Section['problems']) => onChange({ ...section, problems });
  return (
    <>
      <List
        size="small"
        dataSource={section.problems}
        locale={{ emptyText: '还没有试题' }}
        rowKey="problemId"
        renderItem={(row, rowIndex) => (
          <List.Item>
            <div style={{ width: '100%' }}>
              <div>
                {rowIndex + 1}. {row.problem.summary || '（无题干文字）'}
              </div>
              <Space wrap size={[8, 4]} style={{ marginTop: 4 }}>
                <ProblemMeta problem={row.problem} />
                <InputNumber
                  size="small"
                  min={0}
                  max={1000}
                  precision={0}
                  aria-label="本题分值"
                  addonAfter="分"
                  disabled={row.problem.childCount > 0}
                  placeholder={String(row.problem.score)}
                  value={row.score || null}
                  onChange={(score) =>
                    setRows(section.problems.map((r, i) => (i === rowIndex ? { ...r, score: score ?? 0 } : r)))
                  }
                  style={{ width: 110 }}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label="上移"
                  onClick={() => setRows(moveItem(section.problems, rowIndex, -1))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label="下移"
                  onClick={() => setRows(moveItem(section.problems, rowIndex, 1))}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="移出试卷"
                  onClick={() => setRows(section.problems.filter((_, i) => i !== rowIndex))}
                />
                <span className="account-card__hint">计 {pickedScore(row)} 分</span>
              </Space>
            </div>
          </List.Item>
        )}
      />
      {section.problems.length < ExamLimits.problemsPerTitleMax ? (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={onPick}>
          从题库选题
        </Button>
      ) : null}
    </>
  );
}

function RandomRules({ section, onChange }: { section: Section; onChange(section: Section): void }) {
  const setRule = (index: number, rule: Partial<RuleRow>) =>
    onChange({
      ...section,
      // A changed rule's bank count is no longer known until it is saved again.
      rules: section.rules.map((r, i) => (i === index ? { ...r, ...rule, available: undefined } : r)),
    });
  return (
    <>
      <Typography.Text type="secondary">
        每位学员开始考试时按规则从您的题库中随机抽题，不同学员的题目可能不同。
      </Typography.Text>
      {section.rules.map((rule, index) => {
        const problem = ruleProblem(rule);
        return (
          <div key={index} style={{ padding: '8px 0', borderTop: '1px dashed #e5e6eb' }}>
            <Space wrap size={[8, 8]}>
              <Select
                aria-label="抽取题型"
                value={rule.problemType}
                style={{ width: 100 }}
                options={randomProblemTypes.map((type) => ({
                  value: type,
                  label: problemTypeLabels[type as ProblemType],
                }))}
                onChange={(problemType) => setRule(index, { problemType })}
              />
              <DictSelect
                dictType={ExamDictType.problemKind}
                aria-label="题目分类"
                allowClear
                placeholder="分类不限"
                style={{ width: 130 }}
                value={rule.problemKind || undefined}
                onChange={(problemKind) => setRule(index, { problemKind: problemKind ?? '' })}
              />
              <Select
                aria-label="难度"
                value={rule.difficulty ?? 0}
                style={{ width: 100 }}
                options={[0, 1, 2, 3, 4, 5].map((level) => ({
                  value: level,
                  label: level ? `难度 ${level}` : '难度不限',
                }))}
                onChange={(difficulty) => setRule(index, { difficulty })}
              />
              <InputNumber
                aria-label="抽取题数"
                min={1}
                max={ExamLimits.ruleCountMax}
                precision={0}
                addonAfter="题"
                value={rule.count}
                onChange={(count) => setRule(index, { count: count ?? 1 })}
                style={{ width: 110 }}
              />
              <InputNumber
                aria-label="每题分值"
                min={1}
                max={ExamLimits.scoreMax}
                precision={0}
                addonBefore="每题"
                addonAfter="分"
                value={rule.score}
                onChange={(score) => setRule(index, { score: score ?? 1 })}
                style={{ width: 150 }}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label="删除规则"
                onClick={() => onChange({ ...section, rules: section.rules.filter((_, i) => i !== index) })}
              />
            </Space>
            <div className="account-card__hint" style={{ marginTop: 4 }}>
              {rule.available !== undefined
                ? `题库中符合条件的有 ${rule.available} 题`
                : '保存后显示题库中符合条件的题数'}
              {problem ? <Typography.Text type="danger">；{problem}</Typography.Text> : null}
            </div>
          </div>
        );
      })}
      {section.rules.length < ExamLimits.rulesPerTitleMax ? (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          onClick={() =>
            onChange({
              ...section,
              rules: [...section.rules, { problemType: 1, problemKind: '', difficulty: 0, count: 5, score: 2 }],
            })
          }
        >
          添加规则
        </Button>
      ) : null}
    </>
  );
}
