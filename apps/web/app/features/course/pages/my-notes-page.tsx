import { studyContracts } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { lessonHref, MY_STUDY_KEY, myNotesQuery } from '../api/my-study';
import { StudyList } from '~/components/study-list';
import '../course-page.css';
import { formatClock } from '~/lib/clock';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 我的笔记 (?page=N): each note with its lesson; its time plays the lesson from there. */
export function MyNotesPage() {
  const [params] = useSearchParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const notes = usePersonalQuery(myNotesQuery(api, pageOf(params.get('page'))));
  const remove = async (id: string) => {
    try {
      await api.call(studyContracts.deleteNote, { id });
      await queryClient.invalidateQueries({ queryKey: MY_STUDY_KEY });
    } catch {
      // shown by the request layer
    }
  };
  return (
    <AccountPage title="我的笔记" note={notes.data ? `共 ${notes.data.totalCount} 条` : undefined}>
      <QueryContent query={notes}>
        {(page) => (
          <StudyList page={page} empty="还没有笔记，看课时可以在视频旁边记笔记">
            {(note) => (
              <li key={note.id} className="study-row">
                <div className="study-row__text">
                  <Link to={lessonHref(note.courseId, note.periodId, note.position)} className="study-row__title">
                    {note.courseName} / {note.periodName} · {formatClock(note.position)}
                  </Link>
                  <p className="lesson-notes__text">{note.content}</p>
                  <p>{note.gmtModified.slice(0, 16)}</p>
                </div>
                <div className="study-row__actions">
                  <Link to={lessonHref(note.courseId, note.periodId, note.position)}>
                    <Button>回看</Button>
                  </Link>
                  <Popconfirm title="删除这条笔记？" okText="删除" cancelText="取消" onConfirm={() => remove(note.id)}>
                    <Button danger>删除</Button>
                  </Popconfirm>
                </div>
              </li>
            )}
          </StudyList>
        )}
      </QueryContent>
    </AccountPage>
  );
}
