import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { UserType, userContracts as users } from '@school/contracts';
import { useApi } from '~/lib/api-context';

const typeLabels: Record<UserType, string> = {
  [UserType.learner]: '学员',
  [UserType.teacher]: '讲师',
  [UserType.organisation]: '机构',
};

/**
 * A form field that finds a user of the school by mobile or nickname. `userTypes` keeps to those kinds
 * of account (one search each) and names the kind in each option.
 */
export function UserPicker({
  value,
  onChange,
  userTypes,
}: {
  value?: string;
  onChange?: (id: string) => void;
  userTypes?: UserType[];
}) {
  const api = useApi();
  const [keyword, setKeyword] = useState('');
  const search = (userType?: UserType) =>
    api.call(users.adminPageUsers, { keyword, userType, pageCurrent: 1, pageSize: 10 });
  const found = useQuery({
    queryKey: ['admin', 'user', 'picker', keyword, userTypes ?? []],
    queryFn: async () => (await Promise.all((userTypes ?? [undefined]).map(search))).flatMap((page) => page.list),
    enabled: keyword.trim().length >= 2,
  });
  const who = userTypes ? userTypes.map((type) => typeLabels[type]).join('或') : '用户';
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      placeholder={userTypes ? `输入${who}的手机号、昵称搜索` : '输入手机号或昵称搜索'}
      notFoundContent={keyword.trim().length < 2 ? '至少输入 2 个字' : `没有找到${who}`}
      loading={found.isFetching}
      options={(found.data ?? []).map((user) => ({
        value: user.id,
        label: `${userTypes ? `［${typeLabels[user.userType as UserType]}］` : ''}${user.nickname || '（未设置昵称）'} ${user.mobile}`,
      }))}
    />
  );
}
