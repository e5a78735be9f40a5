import type { LoaderFunctionArgs } from 'react-router';
import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';
import { assertOptionalId } from '~/lib/route-guards';

export function loader({ params }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  return null;
}

export const meta = pageMeta('直播详情');

export default function LiveDetailPage() {
  return <UnderConstruction title="直播详情" />;
}
