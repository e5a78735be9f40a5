import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { userContracts, UserExtUpdate } from '@school/contracts';
import { App, Button, Form, Input, Radio, Typography } from 'antd';
import type { UserInfo } from '@school/contracts';
import { ImageUpload } from '~/components/image-upload';
import { useApi } from '~/lib/api-context';
import { useSaving } from '~/lib/use-saving';
import { useSchoolStoreApi } from '~/lib/store';
import { accountFormLayout } from '../form-layout';

export const SEX_OPTIONS = [
  { value: 0, label: '保密' },
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

/** 基本资料: avatar, nickname, sex, introduction; the header and side menu follow at once. */
export function ProfileForm({ user }: { user: UserInfo }) {
  const [form] = Form.useForm<UserExtUpdate>();
  const store = useSchoolStoreApi();
  const { message } = App.useApp();
  const api = useApi();
  const { saving, submit } = useSaving(async (values: UserExtUpdate) => {
    const updated = await api.call(userContracts.updateUserExt, {
      nickname: values.nickname.trim(),
      headImgUrl: values.headImgUrl ?? '',
      sex: values.sex,
      remark: (values.remark ?? '').trim(),
    });
    store.getState().setUserInfo(updated);
    void message.success('个人资料已保存');
  });

  return (
    <Form
      form={form}
      {...accountFormLayout}
      className="profile-form"
      initialValues={{ nickname: user.nickname, headImgUrl: user.headImgUrl, sex: user.sex, remark: user.remark }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item label="头像" name="headImgUrl">
        <ImageUpload shape="avatar" buttonText="更换头像" />
      </Form.Item>
      <Form.Item label="手机号">
        <span className="profile-form__static">{user.mobile}</span>
      </Form.Item>
      <Form.Item
        label="昵称"
        name="nickname"
        rules={[
          { required: true, whitespace: true, message: '请填写昵称' },
          ...lengthRules(UserExtUpdate, 'nickname', '昵称'),
        ]}
      >
        <Input
          maxLength={maxLengthOf(UserExtUpdate, 'nickname')}
          placeholder="给自己起个好听的名字"
          className="profile-form__input"
        />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <Radio.Group options={SEX_OPTIONS} />
      </Form.Item>
      <Form.Item label="个人简介" name="remark" rules={lengthRules(UserExtUpdate, 'remark', '个人简介')}>
        <Input.TextArea
          rows={3}
          maxLength={maxLengthOf(UserExtUpdate, 'remark')}
          showCount
          placeholder="介绍一下自己吧"
        />
      </Form.Item>
      <Form.Item label="我的推荐码">
        {user.referralCode ? (
          <Typography.Text
            className="profile-form__referral"
            copyable={{ text: user.referralCode, tooltips: ['复制推荐码', '已复制'] }}
          >
            {user.referralCode}
          </Typography.Text>
        ) : (
          <span className="profile-form__static">暂无</span>
        )}
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存资料
        </Button>
      </Form.Item>
    </Form>
  );
}
