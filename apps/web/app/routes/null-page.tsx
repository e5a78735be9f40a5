import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const NOT_OPEN_TITLE = '该栏目暂未开放';

export const meta = pageMeta(NOT_OPEN_TITLE);

/** Where nav items without an address lead. */
export default function NullPage() {
  return <UnderConstruction title={NOT_OPEN_TITLE} />;
}
