import { userContracts, type AttentionItem, type Page } from '@school/contracts';
import { UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Empty, Popconfirm } from 'antd';
import { ListPager } from '~/components/paged-list';
import { Link, useNavigate, useSearchParams } from 'react-router';
import '../lecturer/lecturer.css';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { FOLLOWS_PAGE_SIZE as PAGE_SIZE, MY_FOLLOWS_KEY, myFollowsQuery } from '../lecturer/api/my-follows';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { pageOf } from '~/lib/paging';

/** 我的关注 (?page=N): the lecturers I follow, read in the browser (decision 0016). */
export function FollowsPage() {
  const [params] = useSearchParams();
  const api = useApi();
  const follows = usePersonalQuery(myFollowsQuery(api, pageOf(params.get('page'))));
  return (
    <AccountPage title="我的关注" note={follows.data ? `共 ${follows.data.totalCount} 位讲师` : undefined}>
      <QueryContent query={follows}>{(page) => <FollowedLecturers page={page} />}</QueryContent>
    </AccountPage>
  );
}

/** The lecturers on one page, with a way to their pages and to unfollow. */
function FollowedLecturers({ page }: { page: Page<AttentionItem> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const api = useApi();

  const unfollow = async (lecturerUserId: string) => {
    try {
      await api.call(userContracts.deleteAttention, { lecturerUserId });
      void message.success('已取消关注');
      if (page.list.length === 1 && page.pageCurrent > 1) void navigate(`?page=${page.pageCurrent - 1}`);
      await queryClient.invalidateQueries({ queryKey: MY_FOLLOWS_KEY });
    } catch {
      // shown by the request layer
    }
  };

  return (
    <>
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
      <ListPager page={page} pageSize={PAGE_SIZE} onPage={(next) => void navigate(`?page=${next}`)} />
    </>
  );
}
