import { CheckCircleFilled, EyeOutlined, LikeOutlined, MessageOutlined, StarOutlined } from '@ant-design/icons';
import type { BlogItem, QuestionItem } from '@school/contracts';
import { Avatar, Tag } from 'antd';
import { PlainLink } from '~/components/plain-link';
import { Picture } from '~/components/picture';
import { articleHref, bloggerHref, questionHref } from '../links';
import { dayOf } from '../post-dates';

/** One post in a list: title, summary, cover, author, label and counts. */
export function PostCard({ post, schoolName }: { post: BlogItem; schoolName?: string }) {
  const href = articleHref(post);
  return (
    <article className="post-card">
      <div className="post-card__text">
        <h3 className="post-card__title">
          {post.isTop ? <Tag color="red">置顶</Tag> : null}
          {post.articleType === 1 && !post.isOriginal ? <Tag>转载</Tag> : null}
          <PlainLink to={href}>{post.title}</PlainLink>
        </h3>
        {post.summary ? <p className="post-card__summary">{post.summary}</p> : null}
        <p className="post-card__meta">
          {post.bloggerId ? (
            <PlainLink to={bloggerHref(post.bloggerId)} className="post-card__author">
              <Avatar alt="" size={20} src={post.headImgUrl || undefined}>
                {post.bloggerName.slice(0, 1)}
              </Avatar>
              {post.bloggerName}
            </PlainLink>
          ) : (
            <span className="post-card__author">{schoolName || '本站资讯'}</span>
          )}
          {post.labelName ? <Tag color="blue">{post.labelName}</Tag> : null}
          <span>{dayOf(post.publishTime || post.gmtCreate)}</span>
          <span aria-label="浏览">
            <EyeOutlined /> {post.countView}
          </span>
          <span aria-label="点赞">
            <LikeOutlined /> {post.countLike}
          </span>
          <span aria-label="评论">
            <MessageOutlined /> {post.countComment}
          </span>
        </p>
      </div>
      {post.coverUrl ? (
        <PlainLink to={href} className="post-card__cover" tabIndex={-1} aria-hidden>
          <Picture src={post.coverUrl} sizes="160px" alt="" />
        </PlainLink>
      ) : null}
    </article>
  );
}

export function PostList({ posts, schoolName }: { posts: readonly BlogItem[]; schoolName?: string }) {
  return (
    <div className="post-list">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} schoolName={schoolName} />
      ))}
    </div>
  );
}

/** One question in a list: answers count, title, label, asker, solved mark. */
export function QuestionCard({ question }: { question: QuestionItem }) {
  return (
    <article className="question-card">
      <div className={question.isSolved ? 'question-card__count question-card__count--solved' : 'question-card__count'}>
        <strong>{question.countAnswer}</strong>
        <span>回答</span>
      </div>
      <div className="question-card__text">
        <h3 className="post-card__title">
          {question.isTop ? <Tag color="red">置顶</Tag> : null}
          <PlainLink to={questionHref(question.id)}>{question.title}</PlainLink>
          {question.isSolved ? (
            <Tag color="green" icon={<CheckCircleFilled />}>
              已解决
            </Tag>
          ) : null}
        </h3>
        {question.summary ? <p className="post-card__summary">{question.summary}</p> : null}
        <p className="post-card__meta">
          <QuestionAuthor question={question} />
          {question.labelName ? <Tag color="blue">{question.labelName}</Tag> : null}
          <span>{dayOf(question.lastActivityTime)}</span>
          <span aria-label="浏览">
            <EyeOutlined /> {question.countView}
          </span>
          <span aria-label="收藏">
            <StarOutlined /> {question.countCollect}
          </span>
        </p>
      </div>
    </article>
  );
}

/** Who asked a question: the small avatar and the nickname. */
export function QuestionAuthor({ question }: { question: Pick<QuestionItem, 'headImgUrl' | 'nickname'> }) {
  return (
    <span className="post-card__author">
      <Avatar alt="" size={20} src={question.headImgUrl || undefined}>
        {question.nickname.slice(0, 1)}
      </Avatar>
      {question.nickname}
    </span>
  );
}

export function QuestionList({ questions }: { questions: readonly QuestionItem[] }) {
  return (
    <div className="post-list">
      {questions.map((question) => (
        <QuestionCard key={question.id} question={question} />
      ))}
    </div>
  );
}
