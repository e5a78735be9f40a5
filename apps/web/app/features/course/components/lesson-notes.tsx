import { studyContracts, StudyRules, type Note } from '@school/contracts';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Input, Popconfirm } from 'antd';
import { useState, type RefObject } from 'react';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { lessonNotesQuery } from '../api/lesson-notes';
import { formatClock } from '~/lib/clock';

/** Notes beside the player: written at the current time, a click on a note's time jumps back to it. */
export function LessonNotes({
  periodId,
  videoRef,
}: {
  periodId: string;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const notesQuery = lessonNotesQuery(api, periodId);
  const notes = usePersonalQuery(notesQuery);
  const [content, setContent] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const text = content.trim();
    if (!text) {
      void message.warning('请先写下笔记内容');
      return;
    }
    setSaving(true);
    try {
      const position = Math.floor(videoRef.current?.currentTime ?? 0);
      await api.call(studyContracts.saveNote, { periodId, position, content: text });
      setContent('');
      void message.success(`已记在 ${formatClock(position)}`);
      await queryClient.invalidateQueries({ queryKey: notesQuery.queryKey });
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  const remove = async (note: Note) => {
    try {
      await api.call(studyContracts.deleteNote, { id: note.id });
      await queryClient.invalidateQueries({ queryKey: notesQuery.queryKey });
    } catch {
      // shown by the request layer
    }
  };

  const jump = (position: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = position;
    void video.play().catch(() => {});
  };

  return (
    <section className="lesson-notes" aria-label="课时笔记">
      <h2 className="lesson-notes__title">笔记</h2>
      <Input.TextArea
        value={content}
        onChange={(event) => setContent(event.target.value)}
        maxLength={StudyRules.noteMax}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder="在当前播放时间记一条笔记"
        aria-label="笔记内容"
      />
      <Button type="primary" block loading={saving} onClick={() => void save()} className="lesson-notes__save">
        记笔记
      </Button>
      <ul className="lesson-notes__list">
        {(notes.data ?? []).map((note) => (
          <li key={note.id} className="lesson-notes__item">
            <button type="button" className="lesson-notes__time" onClick={() => jump(note.position)}>
              {formatClock(note.position)}
            </button>
            <p className="lesson-notes__text">{note.content}</p>
            <Popconfirm title="删除这条笔记？" okText="删除" cancelText="取消" onConfirm={() => remove(note)}>
              <Button type="text" size="small" icon={<DeleteOutlined />} aria-label="删除笔记" />
            </Popconfirm>
          </li>
        ))}
      </ul>
      {notes.data?.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有笔记" /> : null}
    </section>
  );
}
