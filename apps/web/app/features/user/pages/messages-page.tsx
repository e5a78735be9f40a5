import { useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { myMessagesQuery } from '../profile/api/my-messages';
import { MessageTable } from '../profile/components/message-table';
import { messageQueryOf } from '../profile/messages';
import '../profile/profile.css';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 我的消息 (?status=unread|read&page=N): the list is read in the browser (decision 0016). */
export function MessagesPage() {
  const [params] = useSearchParams();
  const { filter, page } = messageQueryOf(params);
  const api = useApi();
  const messages = usePersonalQuery(myMessagesQuery(api, filter, page));
  return (
    <AccountPage title="我的消息">
      <QueryContent query={messages}>
        {(list) => <MessageTable key={`${filter}-${list.pageCurrent}`} page={list} filter={filter} />}
      </QueryContent>
    </AccountPage>
  );
}
