import {
  childProblemTypes,
  ExamDictType,
  ExamLimits,
  JudgeAnswer,
  OPTION_KEYS,
  problemTypeLabels,
  ProblemType,
  type Problem,
} from '@school/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Typography,
  type FormInstance,
} from 'antd';
import {
  childrenScore,
  countBlanks,
  hasAudio,
  hasOptions,
  isComposite,
  newChildValues,
  previewProblemOf,
  type ChildValues,
  type ProblemValues,
} from '../problem-form';
import { AudioUpload } from './audio-upload';
import { DictSelect } from './dict-select';
import { ProblemView } from '~/components/exam-paper/problem-view';
import { SandboxedPreview } from './sandboxed-preview';

type NamePath = (string | number)[];

const RICH_TEXT_HINT = '可直接输入文字，也可使用 HTML（如 <p>、<strong>、<img src="…">）；保存时会去掉不安全的内容';

const typeOptions = (types: readonly number[]) =>
  types.map((type) => ({ value: type, label: problemTypeLabels[type as ProblemType] }));

/** `answer` is a list in the values; a radio group holds one letter of it. */
const oneOfList = {
  getValueProps: (value?: string[]) => ({ value: value?.[0] }),
  normalize: (value?: string) => (value ? [value] : []),
};

/**
 * The answer part of a problem or of a child problem, by type. `name` is the path of the problem
 * inside the form (empty for the problem, ['children', n] for a child); `listName` the path Form.Items
 * use (relative inside a Form.List).
 */
function AnswerFields({
  form,
  name,
  listName,
}: {
  form: FormInstance<ProblemValues>;
  name: NamePath;
  listName: NamePath;
}) {
  const type = Form.useWatch<number>([...name, 'problemType'], form);
  const content = Form.useWatch<string | undefined>([...name, 'content'], form);
  const options = Form.useWatch<string[] | undefined>([...name, 'options'], form) ?? [];
  const blankCount = countBlanks(content);
  const letters = OPTION_KEYS.slice(0, options.length).map((key) => ({ value: key, label: key }));

  return (
    <>
      <Form.Item
        label={type === ProblemType.material ? '材料原文' : type === ProblemType.listening ? '听力说明' : '题干'}
        name={[...listName, 'content']}
        extra={
          type === ProblemType.blank ? `用三个或更多下划线 ___ 表示一个空；现有 ${blankCount} 个空` : RICH_TEXT_HINT
        }
        rules={[
          { required: !hasAudio(type), whitespace: true, message: '请输入题干' },
          { max: ExamLimits.contentMax, message: `题干最多 ${ExamLimits.contentMax} 字` },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: type === ProblemType.material ? 6 : 3, maxRows: 16 }} />
      </Form.Item>

      {hasOptions(type) ? (
        <Form.List
          name={[...listName, 'options']}
          rules={[
            {
              validator: async (_, value?: string[]) => {
                if ((value?.length ?? 0) < ExamLimits.optionsMin)
                  throw new Error(`至少 ${ExamLimits.optionsMin} 个选项`);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label="选项" required>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <span style={{ width: 16, display: 'inline-block' }}>{OPTION_KEYS[index]}</span>
                  <Form.Item
                    name={field.name}
                    rules={[{ required: true, whitespace: true, message: `请输入选项 ${OPTION_KEYS[index]}` }]}
                    style={{ marginBottom: 8, flex: 1 }}
                  >
                    <Input
                      aria-label={`选项 ${OPTION_KEYS[index]}`}
                      maxLength={2000}
                      style={{ width: 'min(360px, 60vw)' }}
                    />
                  </Form.Item>
                  {fields.length > ExamLimits.optionsMin ? (
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={`删除选项 ${OPTION_KEYS[index]}`}
                      onClick={() => remove(field.name)}
                    />
                  ) : null}
                </Space>
              ))}
              {fields.length < ExamLimits.optionsMax ? (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                  添加选项
                </Button>
              ) : null}
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
      ) : null}

      {type === ProblemType.single ? (
        <Form.Item
          label="正确答案"
          name={[...listName, 'answer']}
          {...oneOfList}
          rules={[{ required: true, message: '请选择正确答案' }]}
        >
          <Radio.Group options={letters} />
        </Form.Item>
      ) : null}
      {type === ProblemType.multiple ? (
        <Form.Item
          label="正确答案"
          name={[...listName, 'answer']}
          rules={[{ type: 'array', min: 2, message: '多选题请选择两个或更多正确答案' }]}
        >
          <Checkbox.Group options={letters} />
        </Form.Item>
      ) : null}
      {type === ProblemType.judge ? (
        <Form.Item
          label="正确答案"
          name={[...listName, 'answer']}
          {...oneOfList}
          rules={[{ required: true, message: '请选择正确或错误' }]}
        >
          <Radio.Group
            options={[
              { value: JudgeAnswer.right, label: '正确' },
              { value: JudgeAnswer.wrong, label: '错误' },
            ]}
          />
        </Form.Item>
      ) : null}
      {type === ProblemType.blank
        ? Array.from({ length: blankCount }, (_, index) => (
            <Form.Item
              key={index}
              label={`第 ${index + 1} 空答案`}
              name={[...listName, 'blanks', index]}
              extra={index === 0 ? '可填多个可接受的答案，输入后回车' : undefined}
              rules={[{ type: 'array', min: 1, message: `请填写第 ${index + 1} 空的答案` }]}
            >
              <Select mode="tags" open={false} suffixIcon={null} maxCount={ExamLimits.alternativesMax} />
            </Form.Item>
          ))
        : null}
      {type === ProblemType.essay ? (
        <Form.Item label="参考答案" name={[...listName, 'referenceAnswer']} extra={RICH_TEXT_HINT}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
        </Form.Item>
      ) : null}
      {type === ProblemType.dictation ? (
        <Form.Item
          label="录音原文"
          name={[...listName, 'referenceAnswer']}
          extra="学员的听写按原文评分，忽略大小写、标点和个别拼写错误"
          rules={[{ required: true, whitespace: true, message: '请输入录音原文' }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
      ) : null}
      {!isComposite(type) ? (
        <Form.Item label="解析" name={[...listName, 'analysis']}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
        </Form.Item>
      ) : null}
    </>
  );
}

function ChildProblems({ form }: { form: FormInstance<ProblemValues> }) {
  const children = Form.useWatch<ChildValues[] | undefined>('children', form);
  return (
    <Form.List
      name="children"
      rules={[
        {
          validator: async (_, value?: ChildValues[]) => {
            if (!value?.length) throw new Error('请至少添加一道小题');
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Typography.Title level={5}>
            小题（共 {fields.length} 题，{childrenScore(children)} 分）
          </Typography.Title>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={`第 ${index + 1} 小题`}
              extra={
                <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                  删除
                </Button>
              }
            >
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item label="题型" name={[field.name, 'problemType']}>
                    <Select options={typeOptions(childProblemTypes)} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    label="分值"
                    name={[field.name, 'score']}
                    rules={[{ required: true, message: '请输入分值' }]}
                  >
                    <InputNumber min={1} max={ExamLimits.scoreMax} precision={0} />
                  </Form.Item>
                </Col>
              </Row>
              <AnswerFields form={form} name={['children', field.name]} listName={[field.name]} />
            </Card>
          ))}
          {fields.length < ExamLimits.childrenMax ? (
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(newChildValues(ProblemType.single))}>
              添加小题
            </Button>
          ) : null}
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}

/** The live preview: the problem as learners will see it, with the answer below. */
export function ProblemPreview({ form }: { form: FormInstance<ProblemValues> }) {
  const values = Form.useWatch([], { form, preserve: true }) as ProblemValues | undefined;
  if (!values?.problemType) return null;
  return (
    <SandboxedPreview>
      <ProblemView problem={previewProblemOf(values)} number="1." showAnswers />
    </SandboxedPreview>
  );
}

/**
 * The editor of one problem of any of the eight types. `editing` fixes the type (a saved problem keeps
 * its type). `onSubmit` receives the values once the form's own checks pass.
 */
export function ProblemForm({
  form,
  initialValues,
  editing,
  saving,
  onSubmit,
}: {
  form: FormInstance<ProblemValues>;
  initialValues: ProblemValues;
  editing?: Problem;
  saving: boolean;
  onSubmit(values: ProblemValues): void;
}) {
  const type = Form.useWatch('problemType', form) ?? initialValues.problemType;
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={14}>
        <Form<ProblemValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={onSubmit}
          scrollToFirstError
          preserve
        >
          <Form.Item label="题型" name="problemType">
            <Radio.Group
              disabled={Boolean(editing)}
              optionType="button"
              options={typeOptions([1, 2, 3, 4, 5, 6, 7, 8])}
              onChange={(event) => {
                const next = Number(event.target.value);
                if (isComposite(next) && !form.getFieldValue('children')?.length) {
                  form.setFieldValue('children', [newChildValues(ProblemType.single)]);
                }
              }}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item label="题目分类" name="problemKind" rules={[{ required: true, message: '请选择题目分类' }]}>
                <DictSelect dictType={ExamDictType.problemKind} placeholder="请选择" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="科目" name="subject" rules={[{ required: true, message: '请选择科目' }]}>
                <DictSelect dictType={ExamDictType.subject} placeholder="请选择" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item label="难度" name="difficulty" rules={[{ required: true, message: '请选择难度' }]}>
                <Select
                  options={[1, 2, 3, 4, 5].map((level) => ({
                    value: level,
                    label: `${level} ${['', '容易', '较易', '中等', '较难', '困难'][level]}`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item label="年份" name="year">
                <InputNumber
                  min={ExamLimits.yearMin}
                  max={ExamLimits.yearMax}
                  precision={0}
                  placeholder="可不填"
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              {isComposite(type) ? (
                <Form.Item label="分值">
                  <span>按小题计算</span>
                </Form.Item>
              ) : (
                <Form.Item label="默认分值" name="score" rules={[{ required: true, message: '请输入分值' }]}>
                  <InputNumber min={1} max={ExamLimits.scoreMax} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              )}
            </Col>
          </Row>
          <Form.Item
            label="标签"
            name="labels"
            extra={`最多 ${ExamLimits.labelsMax} 个，每个不超过 ${ExamLimits.labelMax} 字，输入后回车`}
            rules={[
              { type: 'array', max: ExamLimits.labelsMax, message: `最多 ${ExamLimits.labelsMax} 个标签` },
              {
                validator: async (_, value?: string[]) => {
                  if (value?.some((label) => label.length > ExamLimits.labelMax || label.includes(','))) {
                    throw new Error(`标签不超过 ${ExamLimits.labelMax} 字，且不能含逗号`);
                  }
                },
              },
            ]}
          >
            <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={['，']} />
          </Form.Item>
          {hasAudio(type) ? (
            <Row gutter={12}>
              <Col xs={24} sm={16}>
                <Form.Item label="音频" name="audioUrl" rules={[{ required: true, message: '请上传音频' }]}>
                  <AudioUpload />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item label="可播放次数" name="playLimit" extra="0 为不限">
                  <InputNumber min={0} max={ExamLimits.playLimitMax} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
          ) : null}
          <AnswerFields form={form} name={[]} listName={[]} />
          {isComposite(type) ? (
            <>
              <ChildProblems form={form} />
              <Form.Item label="解析" name="analysis" style={{ marginTop: 16 }}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
              </Form.Item>
            </>
          ) : null}
          <Button type="primary" htmlType="submit" loading={saving} size="large">
            {editing ? '保存修改' : '保存试题'}
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={10}>
        <div style={{ position: 'sticky', top: 16 }}>
          <Typography.Title level={5}>预览（学员看到的样子）</Typography.Title>
          <ProblemPreview form={form} />
        </div>
      </Col>
    </Row>
  );
}
