import { communityContracts as community, CommunityRules, type CommentItem } from '@school/contracts';
import { CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Empty, Input, Pagination, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichText } from '~/components/rich-text';
import { useApi } from '~/lib/api-context';
import { useSchoolStore } from '~/lib/store';
import { COMMENTS_PAGE_SIZE, commentsQuery, type Discussed } from '../api/community';

/**
 * The comments of a post or the answers of a question, newest page first with one level of replies;
 * a signed-in reader writes one (it may wait for review) and deletes their own; the asker accepts an answer.
 */
export function Discussion({
  target,
  canAccept,
  onAccepted,
}: {
  target: Discussed;
  /** The question is mine and not solved yet. */
  canAccept?: boolean;
  onAccepted?(): void;
}) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const [page, setPage] = useState(1);
  const comments = useQuery(commentsQuery(api, target, page));
  const [content, setContent] = useState('');
  const [saving, setSaving] = useState(false);
  const noun = target.kind === 'blog' ? '评论' : '回答';

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['community-comments', target.kind, target.id] });

  const save = async () => {
    const text = content.trim();
    if (!text) {
      void message.warning(`请先写下${noun}内容`);
      return;
    }
    setSaving(true);
    try {
      const saved =
        target.kind === 'blog'
          ? await api.call(community.saveBlogComment, { blogId: target.id, content: text })
          : await api.call(community.saveQuestionComment, { questionId: target.id, content: text });
      setContent('');
      void message.success(saved.auditStatus === 1 ? `${noun}已发表` : `${noun}已提交，审核通过后其他人可见`);
      setPage(1);
      await refresh();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: string) => {
    try {
      await api.call(community.deleteBlogComment, { id });
      await refresh();
    } catch {
      // shown by the request layer
    }
  };

  const accept = async (answerId: string) => {
    try {
      await api.call(community.updateQuestion, { id: target.id, acceptAnswerId: answerId });
      void message.success('已采纳，问题已标记为解决');
      await refresh();
      onAccepted?.();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <div className="discussion">
      {signedIn ? (
        <div className="discussion__form">
          <Input.TextArea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={CommunityRules.commentMax}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={target.kind === 'blog' ? '写下您的评论' : '写下您的回答'}
            aria-label={`${noun}内容`}
          />
          <Button type="primary" loading={saving} onClick={() => void save()}>
            发表{noun}
          </Button>
        </div>
      ) : (
        <p className="discussion__sign-in">
          <Link to="/login">登录</Link>后即可发表{noun}
        </p>
      )}
      {comments.data?.list.length === 0 ? <Empty description={`还没有${noun}`} /> : null}
      <ul className="discussion__list">
        {(comments.data?.list ?? []).map((comment) => (
          <CommentThread
            key={comment.id}
            comment={comment}
            canAccept={canAccept}
            onAccept={accept}
            onDelete={target.kind === 'blog' ? remove : undefined}
          />
        ))}
      </ul>
      {comments.data && comments.data.totalCount > COMMENTS_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={COMMENTS_PAGE_SIZE}
          total={comments.data.totalCount}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      ) : null}
    </div>
  );
}

function CommentThread({
  comment,
  canAccept,
  onAccept,
  onDelete,
}: {
  comment: CommentItem;
  canAccept?: boolean;
  onAccept(id: string): void;
  onDelete?(id: string): void;
}) {
  return (
    <li className="discussion__item">
      <Avatar size={36} alt="" src={comment.headImgUrl || undefined} icon={<UserOutlined />} />
      <div className="discussion__body">
        <p className="discussion__head">
          <strong>{comment.nickname}</strong>
          <time>{comment.gmtCreate.slice(0, 16)}</time>
          {comment.isAccepted ? (
            <Tag color="green" icon={<CheckCircleFilled />}>
              已采纳
            </Tag>
          ) : null}
          {comment.auditStatus === 0 ? <Tag color="blue">审核中</Tag> : null}
          {canAccept && !comment.isAccepted ? (
            <Button type="link" size="small" onClick={() => onAccept(comment.id)}>
              采纳
            </Button>
          ) : null}
          {comment.canDelete && onDelete ? (
            <Popconfirm title="删除这条评论？" okText="删除" cancelText="取消" onConfirm={() => onDelete(comment.id)}>
              <Button type="link" size="small">
                删除
              </Button>
            </Popconfirm>
          ) : null}
        </p>
        <RichText html={comment.content} className="discussion__text" />
        {comment.replyList.map((reply) => (
          <div key={reply.id} className="discussion__reply">
            <strong>{reply.nickname}</strong>
            {reply.replyNickname ? ` 回复 ${reply.replyNickname}` : ''}：
            <RichText html={reply.content} />
          </div>
        ))}
      </div>
    </li>
  );
}
