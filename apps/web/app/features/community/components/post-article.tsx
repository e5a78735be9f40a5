import type { BlogDetail } from '@school/contracts';
import { EyeOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import { Link } from 'react-router';
import { RichText } from '~/components/rich-text';
import { Discussion } from './discussion';
import { Reactions } from './reactions';

/** A post as its page shows it: title, author, body, source, reactions and comments. */
export function PostArticle({ post }: { post: BlogDetail }) {
  const target = { kind: 'blog' as const, id: post.id };
  return (
    <article className="community-article">
      <header className="community-article__head">
        <h1>{post.title}</h1>
        <p className="community-article__meta">
          {post.blogger ? (
            <Link to={`/blog/blogger/${post.blogger.bloggerId}`} className="post-card__author">
              <Avatar size={24} alt="" src={post.blogger.headImgUrl || undefined} icon={<UserOutlined />} />{' '}
              {post.blogger.bloggerName}
            </Link>
          ) : null}
          {post.labelName ? <Tag>{post.labelName}</Tag> : null}
          {post.articleType === 1 ? (
            <Tag color={post.isOriginal ? 'blue' : 'orange'}>{post.isOriginal ? '原创' : '转载'}</Tag>
          ) : null}
          <time>{(post.publishTime || post.gmtCreate).slice(0, 16)}</time>
          <span>
            <EyeOutlined /> {post.countView}
          </span>
        </p>
      </header>
      <RichText html={post.content} className="community-article__content" />
      {post.sourceUrl ? (
        <p className="community-article__source">
          转载自：
          <a href={post.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
            {post.sourceUrl}
          </a>
        </p>
      ) : null}
      <Reactions target={target} countLike={post.countLike} countCollect={post.countCollect} />
      <section className="community-section">
        <h2>评论 {post.countComment}</h2>
        <Discussion target={target} />
      </section>
    </article>
  );
}
