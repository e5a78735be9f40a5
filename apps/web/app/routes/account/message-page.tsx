import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { fetchMessages } from '~/features/profile/api/list-messages';
import { MessageTable } from '~/features/profile/components/message-table';
import { isReadOf, MESSAGE_PAGE_SIZE, messageQueryOf } from '~/features/profile/messages';
import '~/features/profile/profile.css';
import { pageMeta } from '~/lib/page-meta';
import { createServerApi } from '~/lib/server-api';

export const meta = pageMeta('我的消息');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { filter, page } = messageQueryOf(new URL(request.url).searchParams);
  const isRead = isReadOf(filter);
  const list = await fetchMessages(createServerApi(context, request), {
    pageCurrent: page,
    pageSize: MESSAGE_PAGE_SIZE,
    ...(isRead === undefined ? {} : { isRead }),
  });
  return { list, filter };
}

export default function AccountMessagePage() {
  const { list, filter } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="我的消息">
      <MessageTable key={`${filter}-${list.pageCurrent}`} page={list} filter={filter} />
    </AccountPage>
  );
}
