import { ExamDictType, problemTypeLabels, type ProblemFilter, type ProblemType } from '@school/contracts';
import { Button, Form, Input, Select } from 'antd';
import { DictSelect } from './dict-select';

export type FilterValues = Pick<ProblemFilter, 'problemType' | 'problemKind' | 'difficulty' | 'label' | 'keyword'>;

/** Only the filters that are set, as the list call takes them. */
export function activeFilters(values: FilterValues): FilterValues {
  const active: FilterValues = {};
  if (values.problemType) active.problemType = values.problemType;
  if (values.problemKind) active.problemKind = values.problemKind;
  if (values.difficulty) active.difficulty = values.difficulty;
  if (values.label?.trim()) active.label = values.label.trim();
  if (values.keyword?.trim()) active.keyword = values.keyword.trim();
  return active;
}

/** The bank's filters: type, kind, difficulty, label and text (the list and the picker). */
export function ProblemFilters({
  value,
  onChange,
  types,
}: {
  value: FilterValues;
  onChange(next: FilterValues): void;
  /** The types to choose among; all eight when left out. */
  types?: readonly number[];
}) {
  const [form] = Form.useForm<FilterValues>();
  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      initialValues={value}
      onFinish={(values) => onChange(activeFilters(values))}
      style={{ rowGap: 8, marginBottom: 16 }}
    >
      <Form.Item name="problemType">
        <Select
          allowClear
          placeholder="题型"
          aria-label="题型"
          style={{ width: 110 }}
          options={(types ?? [1, 2, 3, 4, 5, 6, 7, 8]).map((type) => ({
            value: type,
            label: problemTypeLabels[type as ProblemType],
          }))}
        />
      </Form.Item>
      <Form.Item name="problemKind">
        <DictSelect
          dictType={ExamDictType.problemKind}
          allowClear
          placeholder="题目分类"
          aria-label="题目分类"
          style={{ width: 130 }}
        />
      </Form.Item>
      <Form.Item name="difficulty">
        <Select
          allowClear
          placeholder="难度"
          aria-label="难度"
          style={{ width: 90 }}
          options={[1, 2, 3, 4, 5].map((level) => ({ value: level, label: `难度 ${level}` }))}
        />
      </Form.Item>
      <Form.Item name="label">
        <Input placeholder="标签" aria-label="标签" allowClear style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="keyword">
        <Input placeholder="题干文字" aria-label="题干文字" allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          筛选
        </Button>
      </Form.Item>
    </Form>
  );
}
