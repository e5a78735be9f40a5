import { PostState } from '@school/contracts';
import { Button, Form, Input, Popconfirm, Space, Tag } from 'antd';
import type { ReactNode } from 'react';

/** The operator's calls on one kind of post (blogs or questions). */
export interface PostModeration {
  top: (id: string, isTop: 0 | 1) => Promise<unknown>;
  recommend: (id: string, isRecommend: 0 | 1) => Promise<unknown>;
  restore: (id: string) => Promise<unknown>;
  hide: (id: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

interface ModeratedPost {
  id: string;
  title: string;
  stateText: string;
  isTop: number;
  isRecommend: number;
  state: number;
  statusId: number;
}

/** Runs a call and shows its outcome (a console mutation of `() => Promise`). */
interface Act {
  mutate: (run: () => Promise<unknown>) => void;
  mutateAsync: (run: () => Promise<unknown>) => Promise<unknown>;
}

/** A post row's 置顶, 推荐, 屏蔽 or 恢复, and 删除 (asked first); a removed post can only be restored. */
export function PostActions({
  row,
  act,
  moderation,
  deleteTitle,
  children,
}: {
  row: ModeratedPost;
  act: Act;
  moderation: PostModeration;
  deleteTitle: string;
  /** Extra actions shown first. */
  children?: ReactNode;
}) {
  return (
    <Space size={0} wrap>
      {children}
      <Button type="link" size="small" onClick={() => act.mutate(() => moderation.top(row.id, row.isTop ? 0 : 1))}>
        {row.isTop ? '取消置顶' : '置顶'}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => act.mutate(() => moderation.recommend(row.id, row.isRecommend ? 0 : 1))}
      >
        {row.isRecommend ? '取消推荐' : '推荐'}
      </Button>
      {row.state === PostState.hiddenBySchool || row.statusId === 0 ? (
        <Button type="link" size="small" onClick={() => act.mutate(() => moderation.restore(row.id))}>
          恢复
        </Button>
      ) : (
        <Button type="link" size="small" onClick={() => act.mutate(() => moderation.hide(row.id))}>
          屏蔽
        </Button>
      )}
      {row.statusId === 0 ? null : (
        <Popconfirm
          title={deleteTitle}
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => act.mutateAsync(() => moderation.remove(row.id))}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** The title search of a post list: 标题 and 查询, inside the list's filter form. */
export function PostTitleSearch() {
  return (
    <>
      <Form.Item name="keyword" label="标题">
        <Input allowClear placeholder="标题关键词" />
      </Form.Item>
      <Button htmlType="submit" type="primary">
        查询
      </Button>
    </>
  );
}

/** A post's 置顶 and 推荐 tags, the caller's own tags, then its title linking to its page on the site. */
export function PostTitle({ row, href, children }: { row: ModeratedPost; href: string; children?: ReactNode }) {
  return (
    <Space size={4} wrap>
      {row.isTop ? <Tag color="red">置顶</Tag> : null}
      {row.isRecommend ? <Tag color="gold">推荐</Tag> : null}
      {children}
      <a href={href} target="_blank" rel="noreferrer">
        {row.title}
      </a>
    </Space>
  );
}

/** A post's state: 已删除 once removed, else its state's name. */
export function PostStateTag({ row }: { row: ModeratedPost }) {
  return <Tag>{row.statusId === 0 ? '已删除' : row.stateText}</Tag>;
}
