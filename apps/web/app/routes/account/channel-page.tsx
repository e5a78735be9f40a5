import { ChannelPage } from '~/features/live/channel/channel-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('推流设置');
export default ChannelPage;
