import { CheckCircleFilled } from '@ant-design/icons';
import type { CommentItem, CommentReply, Page } from '@school/contracts';
import { CommunityRules } from '@school/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Pagination, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { PlainButton } from '~/components/plain-button';
import { RichText } from '~/components/rich-text';
import { textToHtml } from '../links';
import { COMMENT_PAGE_SIZE } from '../api/queries';
import { useRetryNotice } from './retry-notice';
import { useSignInFirst } from './sign-in-first';

export interface CommentSectionProps {
  /** '评论' on posts, '回答' on questions. */
  noun: '评论' | '回答';
  /** The list's query key (the page number is added) and its read. */
  listKey: readonly unknown[];
  read(page: number): Promise<Page<CommentItem>>;
  /** Saves a comment (replyId '' for a top-level one). */
  save(content: string, replyId: string): Promise<unknown>;
  remove?(id: string): Promise<unknown>;
  /** Shown on answers when the reader asked the question and none is accepted yet. */
  onAccept?(id: string): Promise<unknown>;
  /** Called after anything changed (the page refreshes its counts). */
  onChanged?(): void;
}

/** Comments on a post, or answers to a question: the box, a page of them with one level of replies. */
export function CommentSection({ noun, listKey, read, save, remove, onAccept, onChanged }: CommentSectionProps) {
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: [...listKey, page], queryFn: () => read(page), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: listKey });
    onChanged?.();
  };
  const total = list.data?.totalCount ?? 0;

  return (
    <section className="comment-section" aria-labelledby="comment-section-title">
      <h2 id="comment-section-title" className="comment-section__title">
        {noun} {total > 0 ? `（${total}）` : null}
      </h2>
      <CommentBox
        noun={noun}
        placeholder={noun === '回答' ? '写下您的回答…' : '写下您的评论…'}
        submit={async (content) => {
          await save(content, '');
          setPage(1);
          await refresh();
        }}
      />
      {list.data === undefined ? (
        list.isError ? (
          <p className="comment-section__empty">{noun}读取失败，请刷新重试</p>
        ) : (
          <div className="comment-section__pending" aria-busy="true" aria-label={`${noun}读取中`}>
            <span className="placeholder-block comment-section__pending-face" />
            <span className="placeholder-block comment-section__pending-line" />
            <span className="placeholder-block comment-section__pending-line" />
          </div>
        )
      ) : list.data.list.length === 0 ? (
        <p className="comment-section__empty">还没有{noun}，来写第一条吧</p>
      ) : (
        <ol className="comment-list">
          {list.data.list.map((comment) => (
            <li key={comment.id} className="comment-list__item">
              <CommentBody
                comment={comment}
                noun={noun}
                onReply={(content, replyId) => save(content, replyId).then(refresh)}
                onRemove={remove ? (id) => remove(id).then(refresh) : undefined}
                onAccept={onAccept ? (id) => onAccept(id).then(refresh) : undefined}
              />
              {comment.replyList.length > 0 ? (
                <ol className="comment-list comment-list--replies">
                  {comment.replyList.map((reply) => (
                    <li key={reply.id} className="comment-list__item">
                      <CommentBody
                        comment={reply}
                        noun={noun}
                        onReply={(content, replyId) => save(content, replyId).then(refresh)}
                        onRemove={remove ? (id) => remove(id).then(refresh) : undefined}
                      />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {total > COMMENT_PAGE_SIZE ? (
        <Pagination
          className="comment-section__pages"
          current={page}
          total={total}
          pageSize={COMMENT_PAGE_SIZE}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </section>
  );
}

function CommentBody({
  comment,
  noun,
  onReply,
  onRemove,
  onAccept,
}: {
  comment: CommentReply;
  noun: string;
  onReply(content: string, replyId: string): Promise<unknown>;
  onRemove?(id: string): Promise<unknown>;
  onAccept?(id: string): Promise<unknown>;
}) {
  const [replying, setReplying] = useState(false);
  const { message } = App.useApp();
  return (
    <div className={comment.isAccepted ? 'comment comment--accepted' : 'comment'}>
      <Avatar alt="" size={36} src={comment.headImgUrl || undefined}>
        {comment.nickname.slice(0, 1)}
      </Avatar>
      <div className="comment__main">
        <p className="comment__head">
          <strong>{comment.nickname}</strong>
          {comment.replyNickname ? <span className="comment__to">回复 @{comment.replyNickname}</span> : null}
          {comment.isAccepted ? (
            <Tag color="green" icon={<CheckCircleFilled />}>
              已采纳
            </Tag>
          ) : null}
          {comment.auditStatus === 0 ? <Tag color="orange">审核中</Tag> : null}
          <time className="comment__time">{comment.gmtCreate}</time>
        </p>
        <RichText html={comment.content} className="comment__content" />
        <p className="comment__actions">
          <Button type="link" size="small" onClick={() => setReplying((open) => !open)}>
            回复
          </Button>
          {onAccept ? (
            <Popconfirm
              title={`采纳这条${noun}？`}
              description="采纳后问题变为已解决，不能更改"
              okText="采纳"
              cancelText="取消"
              onConfirm={() => onAccept(comment.id).then(() => void message.success('已采纳'))}
            >
              <Button type="link" size="small">
                采纳
              </Button>
            </Popconfirm>
          ) : null}
          {onRemove && comment.canDelete ? (
            <Popconfirm
              title={`删除这条${noun}？`}
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => onRemove(comment.id).then(() => void message.success('已删除'))}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          ) : null}
        </p>
        {replying ? (
          <CommentBox
            noun="回复"
            placeholder={`回复 @${comment.nickname}`}
            autoFocus
            submit={async (content) => {
              await onReply(content, comment.id);
              setReplying(false);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

/** A text box and its send button; the text becomes escaped HTML paragraphs. */
function CommentBox({
  noun,
  placeholder,
  autoFocus,
  submit,
}: {
  noun: string;
  placeholder: string;
  autoFocus?: boolean;
  submit(content: string): Promise<void>;
}) {
  const { ensureSignedIn } = useSignInFirst();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const retry = useRetryNotice();
  const send = async () => {
    if (!ensureSignedIn(`登录后即可发表${noun}`)) return;
    if (!text.trim()) {
      void message.warning(`请输入${noun}内容`);
      return;
    }
    setBusy(true);
    try {
      await submit(textToHtml(text));
      setText('');
      void message.success(`${noun}已发表`);
    } catch (error) {
      // shown by the request layer; a rate limit's wait stays under the box
      retry.refused(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="comment-box">
      {retry.notice}
      <textarea
        className="comment-box__text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        rows={2}
        maxLength={CommunityRules.commentMax}
        autoFocus={autoFocus}
      />
      <PlainButton type="primary" loading={busy} disabled={retry.waiting} onClick={() => void send()}>
        发表{noun}
      </PlainButton>
    </div>
  );
}
