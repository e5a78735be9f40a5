import { userContracts } from '@school/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { MessageTable } from '~/features/user/profile/components/message-table';
import { isReadOf, MESSAGE_PAGE_SIZE, messageQueryOf } from '~/features/user/profile/messages';
import '~/features/user/profile/profile.css';
import { pageMeta } from '~/lib/page-meta';
import { createServerApi } from '~/lib/server-api';

export const meta = pageMeta('我的消息');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { filter, page } = messageQueryOf(new URL(request.url).searchParams);
  const isRead = isReadOf(filter);
  const list = await createServerApi(context, request).call(userContracts.listMessages, {
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
