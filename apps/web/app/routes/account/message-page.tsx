import { MessagesPage } from '~/features/user/pages/messages-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的消息');
export default MessagesPage;
