import type { LoaderFunctionArgs } from 'react-router';
import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';
import { assertOptionalId } from '~/lib/route-guards';

export function loader({ params }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  return null;
}

export const meta = pageMeta('直播预览');

export default function PreviewLivePage() {
  return <UnderConstruction title="直播预览" />;
}
