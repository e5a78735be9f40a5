import { useSearchParams } from 'react-router';
import { pageOf } from '~/lib/paging';
import type { FilterValues } from './components/problem-filters';

const numberOf = (value: string | null) => (value && /^\d{1,4}$/.test(value) ? Number(value) : undefined);

/** The bank's filters and page kept in the address, so a list can be reloaded and shared. */
export function useBankListParams() {
  const [params, setParams] = useSearchParams();
  const filters: FilterValues = {
    problemType: numberOf(params.get('problemType')),
    problemKind: params.get('problemKind') ?? undefined,
    difficulty: numberOf(params.get('difficulty')),
    label: params.get('label') ?? undefined,
    keyword: params.get('keyword') ?? undefined,
  };
  const page = pageOf(params.get('page'));
  const setFilters = (next: FilterValues) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) query.set(key, String(value));
    setParams(query);
  };
  const setPage = (next: number) => {
    const query = new URLSearchParams(params);
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    setParams(query);
  };
  return { filters, page, setFilters, setPage };
}
