import { courseStudyContracts, CourseRules, type CourseCommentThread } from '@school/contracts';
import { UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Empty, Input, Pagination, Popconfirm } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSiteFeedback } from '~/components/site-feedback';
import { useApi } from '~/lib/api-context';
import { useSchoolStore } from '~/lib/store';
import { COMMENTS_PAGE_SIZE, commentsQuery } from '../api/course-page';

/** Comments on a course: newest first with their replies; a signed-in reader writes and deletes their own. */
export function CourseComments({ courseId }: { courseId: string }) {
  const api = useApi();
  const { message } = useSiteFeedback();
  const queryClient = useQueryClient();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const [page, setPage] = useState(1);
  const comments = useQuery(commentsQuery(api, courseId, page, signedIn));
  const [content, setContent] = useState('');
  const [saving, setSaving] = useState(false);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: commentsQuery(api, courseId, page, signedIn).queryKey });

  const save = async () => {
    const text = content.trim();
    if (!text) {
      void message.warning('请先写下评论内容');
      return;
    }
    setSaving(true);
    try {
      await api.call(courseStudyContracts.saveCourseComment, { courseId, content: text });
      setContent('');
      void message.success('评论已发表');
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
      await api.call(courseStudyContracts.deleteCourseComment, { id });
      await refresh();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <div className="course-comments">
      {signedIn ? (
        <div className="course-comments__form">
          <Input.TextArea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={CourseRules.commentMax}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder="说说您对这门课程的看法"
            aria-label="评论内容"
          />
          <Button type="primary" loading={saving} onClick={() => void save()}>
            发表评论
          </Button>
        </div>
      ) : (
        <p className="course-comments__sign-in">
          <Link to="/login">登录</Link>后即可发表评论
        </p>
      )}
      {comments.data?.list.length === 0 ? <Empty description="还没有评论，来写第一条吧" /> : null}
      <ul className="course-comments__list">
        {(comments.data?.list ?? []).map((comment) => (
          <CommentItem key={comment.id} comment={comment} onDelete={remove} />
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

function CommentItem({ comment, onDelete }: { comment: CourseCommentThread; onDelete(id: string): void }) {
  return (
    <li className="course-comment">
      <Avatar size={36} alt="" src={comment.headImgUrl || undefined} icon={<UserOutlined />} />
      <div className="course-comment__body">
        <p className="course-comment__head">
          <strong>{comment.nickname}</strong>
          <time>{comment.gmtCreate.slice(0, 16)}</time>
          {comment.isMine === 1 ? (
            <Popconfirm title="删除这条评论？" okText="删除" cancelText="取消" onConfirm={() => onDelete(comment.id)}>
              <Button type="link" size="small">
                删除
              </Button>
            </Popconfirm>
          ) : null}
        </p>
        <p className="course-comment__text">{comment.content}</p>
        {comment.replyList.map((reply) => (
          <p key={reply.id} className="course-comment__reply">
            <strong>{reply.nickname}：</strong>
            {reply.content}
          </p>
        ))}
      </div>
    </li>
  );
}
