import { Segmented, Tabs } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WriteActions } from '~/features/community/components/side-panels';
import {
  BlogCollectionTab,
  FollowedBloggerList,
  MyBlogList,
  MyCommentList,
  MyFanList,
  QuestionTabs,
} from '~/features/community/components/my-lists';
import '~/features/community/community.css';

/**
 * /blog/account?type=bk|wd: my blog (posts in every state, collections, follows, fans, comments
 * received and sent) or my Q&A (questions, answers, collected questions). All read in the browser.
 */
export function BlogAccountPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const type = search.get('type') === 'wd' ? 'wd' : 'bk';
  return (
    <div className="community-page page-width">
      <div className="community-page__main">
        <div className="community-toolbar">
          <h1 className="community-page__heading">{type === 'bk' ? '我的博客' : '我的问答'}</h1>
          <Segmented
            value={type}
            options={[
              { value: 'bk', label: '博客' },
              { value: 'wd', label: '问答' },
            ]}
            onChange={(next) => void navigate(`/blog/account?type=${next}`)}
          />
        </div>
        {type === 'bk' ? (
          <Tabs
            destroyOnHidden
            items={[
              { key: 'posts', label: '我的文章', children: <MyBlogList /> },
              { key: 'collect', label: '我的收藏', children: <BlogCollectionTab /> },
              { key: 'follow', label: '我的关注', children: <FollowedBloggerList /> },
              { key: 'fans', label: '我的粉丝', children: <MyFanList /> },
              { key: 'received', label: '收到的评论', children: <MyCommentList type={1} /> },
              { key: 'sent', label: '我的评论', children: <MyCommentList type={2} /> },
            ]}
          />
        ) : (
          <QuestionTabs />
        )}
      </div>
      <aside className="community-page__side">
        <WriteActions />
        <Link to="/blog" className="link-button">
          返回博客
        </Link>
      </aside>
    </div>
  );
}
