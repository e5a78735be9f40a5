import type { BlogItem, QuestionItem } from '@school/contracts';
import { CheckCircleFilled, EyeOutlined, LikeOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import { Link } from 'react-router';

/** Where a post is read: a blog post on /blog/article/{id}, an info article on /info/detail/{id}. */
export const postHref = (post: Pick<BlogItem, 'id' | 'articleType'>) =>
  post.articleType === 2 ? `/info/detail/${post.id}` : `/blog/article/${post.id}`;

export function PostCard({ post }: { post: BlogItem }) {
  return (
    <li className="post-card">
      <div className="post-card__text">
        <Link to={postHref(post)} className="post-card__title">
          {post.isTop ? <Tag color="red">置顶</Tag> : null}
          {post.title}
        </Link>
        <p className="post-card__summary">{post.summary}</p>
        <p className="post-card__meta">
          {post.bloggerName ? (
            <Link to={`/blog/blogger/${post.bloggerId}`} className="post-card__author">
              <Avatar size={20} alt="" src={post.headImgUrl || undefined} icon={<UserOutlined />} /> {post.bloggerName}
            </Link>
          ) : null}
          {post.labelName ? <Tag>{post.labelName}</Tag> : null}
          <span>
            <EyeOutlined /> {post.countView}
          </span>
          <span>
            <LikeOutlined /> {post.countLike}
          </span>
          <span>
            <MessageOutlined /> {post.countComment}
          </span>
          <time>{(post.publishTime || post.gmtCreate).slice(0, 10)}</time>
        </p>
      </div>
      {post.coverUrl ? (
        <Link to={postHref(post)} className="post-card__cover" tabIndex={-1} aria-hidden="true">
          <img src={post.coverUrl} alt="" loading="lazy" />
        </Link>
      ) : null}
    </li>
  );
}

export function QuestionCard({ question }: { question: QuestionItem }) {
  return (
    <li className="post-card">
      <div className="post-card__text">
        <Link to={`/question/view/${question.id}`} className="post-card__title">
          {question.isSolved ? (
            <Tag color="green" icon={<CheckCircleFilled />}>
              已解决
            </Tag>
          ) : null}
          {question.title}
        </Link>
        <p className="post-card__summary">{question.summary}</p>
        <p className="post-card__meta">
          <span className="post-card__author">
            <Avatar size={20} alt="" src={question.headImgUrl || undefined} icon={<UserOutlined />} />{' '}
            {question.nickname}
          </span>
          {question.labelName ? <Tag>{question.labelName}</Tag> : null}
          <span>{question.countAnswer} 个回答</span>
          <span>
            <EyeOutlined /> {question.countView}
          </span>
          <time>{question.lastActivityTime.slice(0, 10)}</time>
        </p>
      </div>
    </li>
  );
}
