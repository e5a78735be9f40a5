import type { LoaderFunctionArgs } from 'react-router';
import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';
import { assertOptionalId } from '~/lib/route-guards';

export function loader({ params }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  return null;
}

export const meta = pageMeta('专区');

export default function TerracePage() {
  return <PagePlaceholder title="专区" />;
}
