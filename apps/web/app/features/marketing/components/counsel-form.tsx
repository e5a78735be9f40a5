import { MOBILE_LENGTH } from '@school/contracts';
import { Alert, AutoComplete, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSaveCounsel } from '../api/save-counsel';
import {
  counselRules,
  maskMobile,
  MESSAGE_MAX,
  NAME_MAX,
  toCounselSave,
  type CounselFormValues,
} from '../counsel-rules';

export interface CounselCourse {
  id: string;
  courseName: string;
}

/**
 * The enrolment enquiry: name, mobile, course of interest (one of the school's courses or free
 * text), message. Sent to /marketing/api/act/counsel/save; the success state replaces the form.
 */
export function CounselForm({ courses, initialCourse }: { courses: CounselCourse[]; initialCourse?: string }) {
  const [form] = Form.useForm<CounselFormValues>();
  const save = useSaveCounsel();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const navigate = useNavigate();

  if (sentTo !== null) {
    return (
      <Result
        status="success"
        title="提交成功"
        subTitle={`我们的课程顾问会在 1 个工作日内通过 ${maskMobile(sentTo)} 与您联系，请保持电话畅通。`}
        extra={[
          <Button key="home" type="primary" size="large" onClick={() => void navigate('/')}>
            返回首页
          </Button>,
          <Button
            key="again"
            size="large"
            onClick={() => {
              form.resetFields();
              save.reset();
              setSentTo(null);
            }}
          >
            再提交一份
          </Button>,
        ]}
      />
    );
  }

  const submit = (values: CounselFormValues) => {
    const body = toCounselSave(values, courses);
    save.mutate(body, { onSuccess: () => setSentTo(body.mobile) });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark
      initialValues={{ course: initialCourse ?? '' }}
      onFinish={submit}
      className="counsel-form"
      aria-label="在线报名"
    >
      <Form.Item label="姓名" name="name" rules={counselRules.name}>
        <Input placeholder="请输入您的姓名" maxLength={NAME_MAX} autoComplete="name" />
      </Form.Item>
      <Form.Item label="手机号" name="mobile" rules={counselRules.mobile}>
        <Input placeholder="请输入 11 位手机号" maxLength={MOBILE_LENGTH} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="意向课程" name="course" rules={counselRules.course}>
        <AutoComplete
          placeholder="选择或输入您感兴趣的课程（选填）"
          options={courses.map((course) => ({ value: course.courseName }))}
          showSearch={{
            filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
          }}
        />
      </Form.Item>
      <Form.Item label="留言" name="message" rules={counselRules.message}>
        <Input.TextArea
          placeholder="说说您的学习目标、目前水平或方便联系的时间（选填）"
          rows={4}
          maxLength={MESSAGE_MAX}
          showCount
        />
      </Form.Item>
      {save.error ? <Alert type="error" showIcon title={save.error.message} className="counsel-form__error" /> : null}
      <Button type="primary" htmlType="submit" block loading={save.isPending}>
        提交报名
      </Button>
    </Form>
  );
}
