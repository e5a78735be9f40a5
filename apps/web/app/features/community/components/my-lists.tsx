import {
  communityContracts as community,
  PostState,
  type BlogMine,
  type Page,
  type QuestionMine,
} from '@school/contracts';
import { useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { App, Avatar, Button, List, Pagination, Popconfirm, Segmented, Tabs, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryContent } from '~/components/query-content';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { communityQueries, MY_COMMUNITY_KEY } from '../api/queries';
import { blogHref, bloggerHref, questionHref } from '../links';
import { FanItem } from './fan-item';
import { PostList, QuestionList } from './post-list';

const STATE_COLORS: Record<number, string> = {
  1: 'default',
  2: 'orange',
  3: 'red',
  4: 'default',
  5: 'green',
  6: 'red',
};

/** A paged personal list: the query of page N and how to show its rows. */
function PagedList<T>({
  query,
  empty,
  render,
}: {
  query(page: number): UseQueryOptions<Page<T>, Error, Page<T>, readonly unknown[]>;
  empty: string;
  render(rows: T[]): ReactNode;
}) {
  const [page, setPage] = useState(1);
  const result = usePersonalQuery(query(page));
  return (
    <QueryContent query={result} rows={4}>
      {(data) => (
        <>
          {data.list.length > 0 ? render(data.list) : <p className="comment-section__empty">{empty}</p>}
          {data.totalCount > data.pageSize ? (
            <Pagination
              className="comment-section__pages"
              current={page}
              total={data.totalCount}
              pageSize={data.pageSize}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
    </QueryContent>
  );
}

const STATE_FILTERS = [
  { value: 0, label: '全部' },
  { value: PostState.published, label: '已发布' },
  { value: PostState.draft, label: '草稿' },
  { value: PostState.inReview, label: '审核中' },
  { value: PostState.hiddenByMe, label: '已隐藏' },
  { value: PostState.rejected, label: '未通过' },
  { value: PostState.hiddenBySchool, label: '已屏蔽' },
];

/** My posts by state, with edit, show / hide and delete. */
export function MyBlogList() {
  const api = useApi();
  const [state, setState] = useState(0);
  return (
    <>
      <Segmented className="my-filter" value={state} options={STATE_FILTERS} onChange={setState} />
      <PagedList<BlogMine>
        query={(pageCurrent) => communityQueries.myBlogs(api, { pageCurrent, ...(state ? { state } : {}) })}
        empty="这里还没有文章"
        render={(rows) => rows.map((post) => <MyBlogRow key={post.id} post={post} />)}
      />
    </>
  );
}

function MyBlogRow({ post }: { post: BlogMine }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MY_COMMUNITY_KEY });
  const published = post.state === PostState.published;
  return (
    <div className="my-post">
      <div className="my-post__text">
        <h3 className="my-post__title">
          <Tag color={STATE_COLORS[post.state]}>{post.stateText}</Tag>
          {published ? <Link to={blogHref(post.id)}>{post.title}</Link> : post.title}
        </h3>
        <p className="my-post__meta">
          {post.publishTime || post.gmtModified} · 浏览 {post.countView} · 点赞 {post.countLike} · 评论{' '}
          {post.countComment}
          {post.auditReason ? ` · 未通过原因：${post.auditReason}` : ''}
        </p>
      </div>
      <div className="my-post__actions">
        <Link to={`/blog/account/write?id=${post.id}`}>
          <Button size="small">编辑</Button>
        </Link>
        {post.state === PostState.published || post.state === PostState.hiddenByMe ? (
          <Button
            size="small"
            onClick={() =>
              void api
                .call(community.standBlog, { id: post.id, isShow: published ? 0 : 1 })
                .then(() => {
                  void message.success(published ? '已隐藏，只有您能看到' : '已重新显示');
                  return refresh();
                })
                .catch(() => undefined)
            }
          >
            {published ? '隐藏' : '显示'}
          </Button>
        ) : null}
        <Popconfirm
          title="删除这篇文章？"
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() =>
            api.call(community.deleteBlog, { id: post.id }).then(() => {
              void message.success('已删除');
              return refresh();
            })
          }
        >
          <Button size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </div>
    </div>
  );
}

/** The blog tab of 我的收藏 (/account/collection). */
export function BlogCollectionTab() {
  const api = useApi();
  return (
    <PagedList
      query={(page) => communityQueries.collectedBlogs(api, page)}
      empty="您还没有收藏文章"
      render={(rows) => <PostList posts={rows} />}
    />
  );
}

/** The question tab of 我的收藏 (/account/collection). */
export function QuestionCollectionTab() {
  const api = useApi();
  return (
    <PagedList
      query={(page) => communityQueries.collectedQuestions(api, page)}
      empty="您还没有收藏问题"
      render={(rows) => <QuestionList questions={rows} />}
    />
  );
}

/** The bloggers I follow. */
export function FollowedBloggerList() {
  const api = useApi();
  return (
    <PagedList
      query={(page) => communityQueries.followedBloggers(api, page)}
      empty="您还没有关注博主"
      render={(rows) => (
        <List
          dataSource={rows}
          renderItem={(blogger) => (
            <List.Item>
              <List.Item.Meta
                avatar={
                  <Avatar alt="" src={blogger.headImgUrl || undefined}>
                    {blogger.bloggerName.slice(0, 1)}
                  </Avatar>
                }
                title={<Link to={bloggerHref(blogger.bloggerId)}>{blogger.bloggerName}</Link>}
                description={`${blogger.countPosts} 篇文章 · ${blogger.countFans} 粉丝`}
              />
            </List.Item>
          )}
        />
      )}
    />
  );
}

/** My fans. */
export function MyFanList() {
  const api = useApi();
  return (
    <PagedList
      query={(page) => communityQueries.fans(api, '', page)}
      empty="您还没有粉丝"
      render={(rows) => <List dataSource={rows} renderItem={(fan) => <FanItem fan={fan} followed="关注了您" />} />}
    />
  );
}

/** Comments on my posts (type 1) or by me (type 2). */
export function MyCommentList({ type }: { type: 1 | 2 }) {
  const api = useApi();
  return (
    <PagedList
      query={(page) => communityQueries.myComments(api, type, page)}
      empty={type === 1 ? '您的文章还没有收到评论' : '您还没有发表评论'}
      render={(rows) => (
        <List
          dataSource={rows}
          renderItem={(comment) => (
            <List.Item>
              <List.Item.Meta
                avatar={
                  <Avatar alt="" src={comment.headImgUrl || undefined}>
                    {comment.nickname.slice(0, 1)}
                  </Avatar>
                }
                title={
                  <>
                    {comment.nickname} 评论了 <Link to={blogHref(comment.targetId)}>{comment.targetTitle}</Link>
                  </>
                }
                description={`${plainText(comment.content)} · ${comment.gmtCreate}`}
              />
            </List.Item>
          )}
        />
      )}
    />
  );
}

/** My questions with their states, edit and delete. */
export function MyQuestionList() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return (
    <PagedList<QuestionMine>
      query={(pageCurrent) => communityQueries.myQuestions(api, { pageCurrent })}
      empty="您还没有提问"
      render={(rows) =>
        rows.map((question) => (
          <div key={question.id} className="my-post">
            <div className="my-post__text">
              <h3 className="my-post__title">
                <Tag color={STATE_COLORS[question.state]}>{question.stateText}</Tag>
                {question.isSolved ? <Tag color="green">已解决</Tag> : null}
                {question.state === PostState.published ? (
                  <Link to={questionHref(question.id)}>{question.title}</Link>
                ) : (
                  question.title
                )}
              </h3>
              <p className="my-post__meta">
                {question.gmtCreate} · 回答 {question.countAnswer} · 浏览 {question.countView}
                {question.auditReason ? ` · 未通过原因：${question.auditReason}` : ''}
              </p>
            </div>
            <div className="my-post__actions">
              {question.isSolved ? null : (
                <Link to={`/question/account/write?id=${question.id}`}>
                  <Button size="small">编辑</Button>
                </Link>
              )}
              <Popconfirm
                title="删除这个问题？"
                okText="删除"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() =>
                  api.call(community.deleteQuestion, { id: question.id }).then(() => {
                    void message.success('已删除');
                    return queryClient.invalidateQueries({ queryKey: MY_COMMUNITY_KEY });
                  })
                }
              >
                <Button size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </div>
          </div>
        ))
      }
    />
  );
}

/** My answers, each with its question. */
export function MyAnswerList() {
  const api = useApi();
  return (
    <PagedList
      query={(page) => communityQueries.myAnswers(api, page)}
      empty="您还没有回答问题"
      render={(rows) => (
        <List
          dataSource={rows}
          renderItem={(answer) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <>
                    {answer.isAccepted ? <Tag color="green">已采纳</Tag> : null}
                    <Link to={questionHref(answer.targetId)}>{answer.targetTitle}</Link>
                  </>
                }
                description={`${plainText(answer.content)} · ${answer.gmtCreate}`}
              />
            </List.Item>
          )}
        />
      )}
    />
  );
}

/** The text of sanitised HTML, for one-line previews. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** My questions, answers and collected questions: /blog/account?type=wd and /account/ques. */
export function QuestionTabs() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'questions', label: '我的提问', children: <MyQuestionList /> },
        { key: 'answers', label: '我的回答', children: <MyAnswerList /> },
        { key: 'collect', label: '收藏的问题', children: <QuestionCollectionTab /> },
      ]}
    />
  );
}
