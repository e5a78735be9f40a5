import { CommunityLimitDefaults, communityContracts as community, CommunityLimits } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, InputNumber, Space } from 'antd';
import { useApi } from '~/lib/api-context';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { communityQueries } from '../api/queries';

type LimitKey = keyof CommunityLimits;

/** Each limit's label and unit; its range and default come from the contract. */
const LIMIT_FIELDS: { key: LimitKey; label: string; unit: string }[] = [
  { key: 'postsPerHour', label: '每小时发文与提问', unit: '篇' },
  { key: 'commentIntervalSeconds', label: '两次评论或回答的间隔', unit: '秒' },
  { key: 'commentsPerDay', label: '每天评论与回答', unit: '条' },
  { key: 'actionsPerMinute', label: '每分钟点赞、收藏、关注', unit: '次' },
  { key: 'maxExternalLinks', label: '外链超过此数进入审核', unit: '个' },
  { key: 'newAccountHours', label: '新账号（限制减半）', unit: '小时内' },
  { key: 'duplicateHours', label: '相同内容拒绝的时长', unit: '小时' },
];

const rangeOf = (key: LimitKey) => {
  const field = CommunityLimits.properties[key] as unknown as { minimum: number; maximum: number };
  return { min: field.minimum, max: field.maximum };
};

/** 防刷限制: the per-user limits the anti-spam rules apply; over one, a learner sees 操作太频繁. */
export function LimitForm() {
  const api = useApi();
  const limits = useQuery(communityQueries.limits(api));
  const save = useAdminMutation(
    communityQueries.limits(api).queryKey,
    (body: CommunityLimits) => api.call(community.adminUpdateLimit, body),
    '防刷限制已保存',
    { toastError: true },
  );
  if (limits.isPending) return null;
  if (!limits.data) return <>防刷限制读取失败</>;

  return (
    <Form<CommunityLimits>
      layout="horizontal"
      labelCol={{ flex: '220px' }}
      initialValues={limits.data}
      onFinish={(values) => save.mutate(values)}
      style={{ maxWidth: 640 }}
    >
      {LIMIT_FIELDS.map(({ key, label, unit }) => {
        const { min, max } = rangeOf(key);
        return (
          <Form.Item
            key={key}
            label={label}
            name={key}
            rules={[{ required: true, message: `请输入${label}` }]}
            extra={`${min}–${max}，默认 ${CommunityLimitDefaults[key]}`}
          >
            <InputNumber min={min} max={max} precision={0} addonAfter={unit} style={{ width: 180 }} />
          </Form.Item>
        );
      })}
      <Space style={{ marginLeft: 220 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Space>
    </Form>
  );
}
