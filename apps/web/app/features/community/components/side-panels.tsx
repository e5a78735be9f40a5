import { EditOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { ArticleZone, BlogItem } from '@school/contracts';
import { Avatar } from 'antd';
import { PlainLink } from '~/components/plain-link';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { communityQueries } from '../api/queries';
import { articleHref, bloggerHref, infoListHref } from '../links';
import { FollowBloggerButton } from './follow-blogger-button';

/** A titled box in a page's side column. */
export function SidePanel({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="side-panel" aria-label={title}>
      <header className="side-panel__head">
        <h2 className="side-panel__title">{title}</h2>
        {extra}
      </header>
      {children}
    </section>
  );
}

/** 写博客 / 提问 and the way to my own posts. */
export function WriteActions() {
  return (
    <div className="write-actions">
      <PlainLink to="/blog/account/write" className="link-button link-button--primary">
        <EditOutlined /> 写博客
      </PlainLink>
      <PlainLink to="/question/account/write" className="link-button">
        <QuestionCircleOutlined /> 我要提问
      </PlainLink>
      <PlainLink to="/blog/account?type=bk" className="write-actions__mine">
        我的博客与问答
      </PlainLink>
    </div>
  );
}

/** Numbered links to the hot info articles (or any short list of posts). */
export function HotArticles({ title, articles }: { title: string; articles: readonly BlogItem[] }) {
  if (articles.length === 0) return null;
  return (
    <SidePanel title={title}>
      <ol className="hot-list">
        {articles.map((article, index) => (
          <li key={article.id}>
            <span className={index < 3 ? 'hot-list__rank hot-list__rank--top' : 'hot-list__rank'}>{index + 1}</span>
            <PlainLink to={articleHref(article)}>{article.title}</PlainLink>
          </li>
        ))}
      </ol>
    </SidePanel>
  );
}

/** The info zones as links to /info by zone. */
export function ZoneLinks({ zones }: { zones: readonly ArticleZone[] }) {
  if (zones.length === 0) return null;
  return (
    <SidePanel title="资讯专区" extra={<PlainLink to="/info">更多</PlainLink>}>
      <ul className="zone-links">
        {zones.map((zone) => (
          <li key={zone.zoneId}>
            <PlainLink to={infoListHref(zone.zoneId)}>{zone.zoneName}</PlainLink>
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}

/** Bloggers the signed-in reader does not follow yet (a visitor sees nothing). */
export function RecommendedBloggers() {
  const api = useApi();
  const bloggers = usePersonalQuery(communityQueries.recommendBloggers(api));
  if (!bloggers.data || bloggers.data.length === 0) return null;
  return (
    <SidePanel title="推荐博主">
      <ul className="blogger-list">
        {bloggers.data.map((blogger) => (
          <li key={blogger.bloggerId} className="blogger-list__item">
            <PlainLink to={bloggerHref(blogger.bloggerId)} className="blogger-list__who">
              <Avatar alt="" size={36} src={blogger.headImgUrl || undefined}>
                {blogger.bloggerName.slice(0, 1)}
              </Avatar>
              <span>
                <strong>{blogger.bloggerName}</strong>
                <small>
                  {blogger.countPosts} 篇文章 · {blogger.countFans} 粉丝
                </small>
              </span>
            </PlainLink>
            <FollowBloggerButton
              size="small"
              bloggerId={blogger.bloggerId}
              bloggerUserId={blogger.userId}
              following={blogger.isAttention === 1}
            />
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}
