import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { userContracts, ResearchSave } from '@school/contracts';
import { App, Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import type { Research } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { useSaving } from '~/lib/use-saving';
import { myResearchQuery } from '../api/my-research';
import { accountFormLayout } from '../form-layout';
import {
  ENGLISH_LEVELS,
  INTERESTS,
  LEARNING_GOALS,
  researchBody,
  researchFormValues,
  type ResearchValues,
} from '../research';

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

/** 学习调研: first saved, later edited; the school uses it to recommend courses. */
export function ResearchForm({ initial }: { initial: Research | null }) {
  const [form] = Form.useForm<ResearchValues>();
  const { message } = App.useApp();
  const api = useApi();
  const queryClient = useQueryClient();
  const [research, setResearch] = useState(initial);
  const { saving, submit } = useSaving(async (values: ResearchValues) => {
    const body = researchBody(values);
    const saved = research
      ? await api.call(userContracts.editResearch, body)
      : await api.call(userContracts.saveResearch, body);
    setResearch(saved);
    queryClient.setQueryData(myResearchQuery(api).queryKey, saved);
    void message.success('学习调研已保存，我们会据此为您推荐课程');
  });

  return (
    <Form
      form={form}
      {...accountFormLayout}
      className="research-form"
      initialValues={researchFormValues(initial)}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item label="学习目标" name="learningGoal" rules={[{ required: true, message: '请选择学习目标' }]}>
        <Select
          options={asOptions(LEARNING_GOALS)}
          placeholder="您学英语主要是为了"
          className="research-form__select"
        />
      </Form.Item>
      <Form.Item label="英语水平" name="englishLevel" rules={[{ required: true, message: '请选择英语水平' }]}>
        <Select options={asOptions(ENGLISH_LEVELS)} placeholder="您目前的英语水平" className="research-form__select" />
      </Form.Item>
      <Form.Item label="每周学习" required>
        <Form.Item name="weeklyHours" noStyle rules={[{ required: true, message: '请填写每周学习时长' }]}>
          <InputNumber min={0} max={100} precision={0} aria-label="每周学习小时数" />
        </Form.Item>
        <span className="research-form__unit">小时</span>
      </Form.Item>
      <Form.Item label="兴趣方向" name="interests">
        <Checkbox.Group options={asOptions(INTERESTS)} />
      </Form.Item>
      <Form.Item label="其他想法" name="remark" rules={lengthRules(ResearchSave, 'remark', '其他想法')}>
        <Input.TextArea
          rows={3}
          maxLength={maxLengthOf(ResearchSave, 'remark')}
          showCount
          placeholder="想对我们说的话，或希望开设的课程"
        />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {research ? '更新调研' : '提交调研'}
        </Button>
        {research ? <span className="research-form__time">上次更新：{research.gmtModified}</span> : null}
      </Form.Item>
    </Form>
  );
}
