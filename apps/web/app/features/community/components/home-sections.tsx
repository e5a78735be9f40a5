import { ArticleType, BlogTab, communityContracts as community } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '~/lib/api-context';
import { COMMUNITY_KEY } from '../api/queries';
import { articleHref } from '../links';
import { dayOf } from '../post-dates';
import '../community.css';

const HOME_POSTS = 6;

/**
 * A home-page section of posts (public reads made in the browser, so the kept home page does not
 * wait for them); nothing shows until there are posts.
 */
function HomeArticles({
  articleType,
  title,
  desc,
  more,
}: {
  articleType: 1 | 2;
  title: string;
  desc: string;
  more: string;
}) {
  const api = useApi();
  const posts = useQuery({
    queryKey: [...COMMUNITY_KEY, 'home', articleType] as const,
    queryFn: () =>
      api.storeRequest(community.listBlog, { articleType, tab: BlogTab.latest, pageCurrent: 1, pageSize: HOME_POSTS }),
  });
  const list = posts.data?.list ?? [];
  if (list.length === 0) return null;
  const id = `home-${articleType === ArticleType.info ? 'info' : 'blog'}-title`;
  return (
    <section className="home-section home-articles" aria-labelledby={id}>
      <header className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        <p className="home-section__desc">{desc}</p>
        <Link to={more} className="home-section__more">
          查看更多
        </Link>
      </header>
      <ul className="home-articles__list">
        {list.map((post) => (
          <li key={post.id}>
            <Link to={articleHref(post)}>{post.title}</Link>
            <span>{dayOf(post.publishTime || post.gmtCreate)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeBlogSlot() {
  return <HomeArticles articleType={ArticleType.blog} title="学员博客" desc="学习心得与备考经验" more="/blog" />;
}

export function HomeInfoSlot() {
  return <HomeArticles articleType={ArticleType.info} title="最新资讯" desc="学校新闻与考试动态" more="/info" />;
}
