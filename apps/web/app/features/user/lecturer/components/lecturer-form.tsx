import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { LecturerApply } from '@school/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ImageUpload } from '~/components/image-upload';

/** The lecturer's name, title, introduction and photo: the application and every later profile edit. */
export function LecturerForm({
  initial,
  submitText,
  onSubmit,
}: {
  initial?: Partial<LecturerApply>;
  submitText: string;
  onSubmit(values: LecturerApply): Promise<unknown>;
}) {
  const [form] = Form.useForm<LecturerApply>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LecturerApply) => {
    setSubmitting(true);
    try {
      await onSubmit({
        lecturerName: values.lecturerName.trim(),
        lecturerPosition: values.lecturerPosition.trim(),
        introduce: values.introduce.trim(),
        headImgUrl: values.headImgUrl,
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="middle"
      className="lecturer-form"
      initialValues={initial}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item label="讲师照片" name="headImgUrl" rules={[{ required: true, message: '请上传讲师照片' }]}>
        <ImageUpload buttonText="上传照片" hint="建议上传正面半身照，jpg/png，不超过 5 MB" />
      </Form.Item>
      <Form.Item
        label="讲师姓名"
        name="lecturerName"
        rules={[
          { required: true, whitespace: true, message: '请填写讲师姓名' },
          ...lengthRules(LecturerApply, 'lecturerName', '姓名'),
        ]}
      >
        <Input placeholder="学员看到的名字，如：王老师" maxLength={maxLengthOf(LecturerApply, 'lecturerName')} />
      </Form.Item>
      <Form.Item
        label="头衔 / 擅长方向"
        name="lecturerPosition"
        rules={[
          { required: true, whitespace: true, message: '请填写头衔' },
          ...lengthRules(LecturerApply, 'lecturerPosition', '头衔'),
        ]}
      >
        <Input placeholder="如：雅思口语主讲教师" maxLength={maxLengthOf(LecturerApply, 'lecturerPosition')} />
      </Form.Item>
      <Form.Item
        label="个人介绍"
        name="introduce"
        rules={[
          { required: true, whitespace: true, message: '请填写个人介绍' },
          ...lengthRules(LecturerApply, 'introduce', '个人介绍'),
        ]}
      >
        <Input.TextArea
          rows={6}
          maxLength={maxLengthOf(LecturerApply, 'introduce')}
          showCount
          placeholder="教育背景、教学经历、擅长的课程与教学风格，让学员更快认识您"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
