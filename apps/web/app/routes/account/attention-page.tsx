import { userContracts } from '@school/contracts';
import { UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Empty, Pagination, Popconfirm } from 'antd';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import '~/features/user/lecturer/lecturer.css';
import { AccountPage } from '~/components/account-page';
import { useApi } from '~/lib/api-context';
import { pageMeta } from '~/lib/page-meta';
import { createServerApi } from '~/lib/server-api';

export const meta = pageMeta('我的关注');

const PAGE_SIZE = 12;

const pageOf = (request: Request) => Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await createServerApi(context, request).call(userContracts.listAttention, {
    pageCurrent: pageOf(request),
    pageSize: PAGE_SIZE,
  });
  return { page };
}

/** 我的关注: the lecturers I follow, with a way to their pages and to unfollow. */
export default function AccountAttentionPage() {
  const { page } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { message } = App.useApp();
  const api = useApi();

  const unfollow = async (lecturerUserId: string) => {
    try {
      await api.call(userContracts.deleteAttention, { lecturerUserId });
      void message.success('已取消关注');
      if (page.list.length === 1 && page.pageCurrent > 1) void navigate(`?page=${page.pageCurrent - 1}`);
      else await revalidator.revalidate();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <AccountPage title="我的关注" note={`共 ${page.totalCount} 位讲师`}>
      {page.list.length === 0 ? (
        <Empty className="account-page__empty" description="还没有关注任何讲师">
          <Link to="/">
            <Button type="primary">去发现好老师</Button>
          </Link>
        </Empty>
      ) : (
        <ul className="attention-grid">
          {page.list.map((item) => (
            <li className="attention-card" key={item.lecturerUserId}>
              <Link to={`/lecturer/${item.lecturerUserId}`} className="attention-card__main">
                <Avatar size={64} src={item.headImgUrl || undefined} icon={<UserOutlined />} />
                <span className="attention-card__name">{item.lecturerName}</span>
                <span className="attention-card__position">{item.lecturerPosition}</span>
              </Link>
              <p className="attention-card__time">关注于 {item.gmtCreate.slice(0, 10)}</p>
              <Popconfirm
                title={`确定不再关注${item.lecturerName}吗？`}
                okText="取消关注"
                cancelText="再想想"
                onConfirm={() => unfollow(item.lecturerUserId)}
              >
                <Button size="small">取消关注</Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      {page.totalCount > PAGE_SIZE ? (
        <Pagination
          className="account-page__pager"
          current={page.pageCurrent}
          pageSize={PAGE_SIZE}
          total={page.totalCount}
          showSizeChanger={false}
          onChange={(next) => void navigate(`?page=${next}`)}
        />
      ) : null}
    </AccountPage>
  );
}
