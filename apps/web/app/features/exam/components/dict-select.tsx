import type { ExamDictType } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useApi } from '~/lib/api-context';
import { dictQuery } from '../api/queries';

/** A select of the school's problem kinds or subjects (dictionary values). */
export function DictSelect({
  dictType,
  ...props
}: { dictType: (typeof ExamDictType)[keyof typeof ExamDictType] } & Omit<SelectProps<string>, 'options'>) {
  const api = useApi();
  const items = useQuery(dictQuery(api, dictType));
  return <Select<string> loading={items.isLoading} options={items.data ?? []} {...props} />;
}
