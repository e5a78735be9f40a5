import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的笔记');

export default function AccountNotesPage() {
  return <PagePlaceholder title="我的笔记" />;
}
