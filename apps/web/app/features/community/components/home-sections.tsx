import { ArticleType, BlogTab, communityContracts as community, type BlogItem } from '@school/contracts';
import { type LoaderFunctionArgs } from 'react-router';
import { PlainLink } from '~/components/plain-link';
import { optional } from '~/lib/loader-errors';
import { createServerApi } from '~/lib/server-api';
import { articleHref } from '../links';
import { dayOf } from '../post-dates';
import '../community.css';

const HOME_POSTS = 6;

/** A post as the home page lists it: its title, linked, and its day. */
export type HomePost = Pick<BlogItem, 'id' | 'articleType' | 'title' | 'publishTime'>;

export interface HomePosts {
  blogs: HomePost[];
  infos: HomePost[];
}

/** Only what the list shows goes into the page (decision 0096): a post's day is its publishing time or else its writing time. */
const homePostOf = (post: BlogItem): HomePost => ({
  id: post.id,
  articleType: post.articleType,
  title: post.title,
  publishTime: post.publishTime || post.gmtCreate,
});

/**
 * The home page's newest posts, read with its document like its other sections (the same for every
 * reader, so kept with the page: decision 0089); a section that cannot be read is left out.
 */
export async function loadHomePosts({ request, context }: LoaderFunctionArgs): Promise<HomePosts> {
  const api = createServerApi(context, request);
  const newest = (articleType: 1 | 2, name: string) =>
    optional(
      name,
      api
        .storeRequest(community.listBlog, { articleType, tab: BlogTab.latest, pageCurrent: 1, pageSize: HOME_POSTS })
        .then((page) => page.list.map(homePostOf)),
      [],
    );
  const [blogs, infos] = await Promise.all([
    newest(ArticleType.blog, '学员博客'),
    newest(ArticleType.info, '最新资讯'),
  ]);
  return { blogs, infos };
}

/** A home-page section of posts; nothing shows until there are posts. */
function HomeArticles({
  articleType,
  posts,
  title,
  desc,
  more,
}: {
  articleType: 1 | 2;
  posts: HomePost[];
  title: string;
  desc: string;
  more: string;
}) {
  if (posts.length === 0) return null;
  const id = `home-${articleType === ArticleType.info ? 'info' : 'blog'}-title`;
  return (
    <section className="home-section home-articles" aria-labelledby={id}>
      <header className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        <p className="home-section__desc">{desc}</p>
        <PlainLink to={more} className="home-section__more">
          查看更多
        </PlainLink>
      </header>
      <ul className="home-articles__list">
        {posts.map((post) => (
          <li key={post.id}>
            <PlainLink to={articleHref(post)}>{post.title}</PlainLink>
            <span>{dayOf(post.publishTime)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeBlogSlot({ posts }: { posts: HomePost[] }) {
  return (
    <HomeArticles
      articleType={ArticleType.blog}
      posts={posts}
      title="学员博客"
      desc="学习心得与备考经验"
      more="/blog"
    />
  );
}

export function HomeInfoSlot({ posts }: { posts: HomePost[] }) {
  return (
    <HomeArticles
      articleType={ArticleType.info}
      posts={posts}
      title="最新资讯"
      desc="学校新闻与考试动态"
      more="/info"
    />
  );
}
