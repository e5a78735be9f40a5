import { GradeJoinType, GradeRules, GradeSave, type GradeInfo } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { ImageUpload } from '~/components/image-upload';
import { useApi } from '~/lib/api-context';
import { rulesFor, limitsOf } from '~/lib/form-rules';
import { useSaving } from '~/lib/use-saving';
import { gradeQueries } from '../api/queries';
import { dayOf } from './grade-facts';

export interface GradeFormValues {
  gradeName: string;
  categoryId: string;
  gradeLogo: string;
  introduce: string;
  beginDay: string;
  endDay: string;
  capacity: number;
  joinType: GradeSave['joinType'];
  invitationCode?: string;
  isPublic: boolean;
}

/** The days of the form as the server's times: from the first day's start to the last day's end. */
export function toGradeSave(values: GradeFormValues): GradeSave {
  return {
    gradeName: values.gradeName.trim(),
    categoryId: values.categoryId,
    gradeLogo: values.gradeLogo,
    introduce: values.introduce?.trim() ?? '',
    beginTime: `${values.beginDay} 00:00:00`,
    endTime: `${values.endDay} 23:59:59`,
    capacity: values.capacity,
    joinType: values.joinType,
    invitationCode: values.joinType === GradeJoinType.code ? values.invitationCode?.trim() : undefined,
    isPublic: values.isPublic ? 1 : 0,
  };
}

const initialOf = (grade?: GradeInfo): Partial<GradeFormValues> =>
  grade
    ? {
        gradeName: grade.gradeName,
        categoryId: grade.categoryId,
        gradeLogo: grade.gradeLogo,
        introduce: grade.introduce,
        beginDay: dayOf(grade.beginTime),
        endDay: dayOf(grade.endTime),
        capacity: grade.capacity,
        joinType: grade.joinType,
        invitationCode: grade.invitationCode || undefined,
        isPublic: grade.isPublic === 1,
      }
    : { capacity: 50, joinType: GradeJoinType.apply, isPublic: true };

/** Creating or editing a class: name, category, cover, introduction, dates, capacity, how to join, public. */
export function GradeForm({
  grade,
  onSave,
  onCancel,
}: {
  grade?: GradeInfo;
  onSave(values: GradeSave): Promise<void>;
  onCancel(): void;
}) {
  const api = useApi();
  const [form] = Form.useForm<GradeFormValues>();
  const categories = useQuery(gradeQueries.categories(api));
  const { saving, submit } = useSaving((values: GradeFormValues) => onSave(toGradeSave(values)));
  const joinType = Form.useWatch('joinType', form);
  return (
    <Form<GradeFormValues>
      form={form}
      className="grade-form"
      layout="vertical"
      initialValues={initialOf(grade)}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="gradeName" label="班级名称" rules={rulesFor(limitsOf(GradeSave, 'gradeName'), '班级名称')}>
        <Input maxLength={GradeRules.nameMax} showCount />
      </Form.Item>
      <Form.Item name="categoryId" label="班级分类" rules={[{ required: true, message: '请选择班级分类' }]}>
        <Select
          aria-label="班级分类"
          loading={categories.isPending}
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.categoryName }))}
        />
      </Form.Item>
      <Form.Item name="gradeLogo" label="班级封面" rules={[{ required: true, message: '请上传班级封面' }]}>
        <ImageUpload buttonText="上传封面" />
      </Form.Item>
      <Form.Item name="introduce" label="班级介绍" rules={rulesFor(limitsOf(GradeSave, 'introduce'), '班级介绍')}>
        <Input.TextArea rows={4} maxLength={GradeRules.introduceMax} showCount />
      </Form.Item>
      <Form.Item name="beginDay" label="开班日期" rules={[{ required: true, message: '请选择开班日期' }]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="endDay"
        label="结班日期"
        dependencies={['beginDay']}
        rules={[
          { required: true, message: '请选择结班日期' },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || !getFieldValue('beginDay') || value >= (getFieldValue('beginDay') as string)
                ? Promise.resolve()
                : Promise.reject(new Error('结班日期不能早于开班日期')),
          }),
        ]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item name="capacity" label="人数上限" rules={[{ required: true, message: '请填写人数上限' }]}>
        <InputNumber min={1} max={GradeRules.capacityMax} precision={0} />
      </Form.Item>
      <Form.Item name="joinType" label="加入方式">
        <Radio.Group
          options={[
            { value: GradeJoinType.open, label: '直接加入' },
            { value: GradeJoinType.apply, label: '申请审核' },
            { value: GradeJoinType.code, label: '邀请码' },
          ]}
        />
      </Form.Item>
      {joinType === GradeJoinType.code ? (
        <Form.Item
          name="invitationCode"
          label="邀请码"
          rules={[
            { required: true, message: '请设置邀请码' },
            { pattern: new RegExp(GradeRules.invitationCodePattern), message: '邀请码为 4 到 12 位字母或数字' },
          ]}
        >
          <Input maxLength={12} />
        </Form.Item>
      ) : null}
      <Form.Item name="isPublic" label="在班级列表中公开" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {grade ? '保存修改' : '创建班级'}
        </Button>{' '}
        <Button onClick={onCancel}>取消</Button>
      </Form.Item>
    </Form>
  );
}
