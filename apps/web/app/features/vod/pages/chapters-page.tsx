import {
  courseAuthorContracts,
  ChapterAuditSave,
  PeriodAuditSave,
  type ChapterVideos,
  type PeriodAudit,
} from '@school/contracts';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, Modal, Popconfirm, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { formatClock } from '~/lib/clock';
import { chapterVideosQuery, COURSE_DRAFTS_KEY, VIDEO_STATUS_LABELS } from '../api/course-drafts';
import { TeacherOnly, useTeaches } from '../components/teacher-only';
import { VideoUploadCard } from '../components/video-upload-card';
import { reordered, useDragOrder } from '../drag-order';
import '../vod.css';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { usePersonalQuery } from '~/lib/personal-queries';

/** What the chapter and lesson dialogs edit. */
interface PartForm {
  name: string;
  desc: string;
  isFree: 0 | 1;
}
type Editing =
  | { kind: 'chapter'; chapter?: ChapterVideos }
  | { kind: 'lesson'; chapterId: string; lesson?: PeriodAudit }
  | { kind: 'video'; lesson: PeriodAudit };

/** 章节与课时 (?courseId=N): chapters and lessons of my draft, their order, free marks and videos. */
export function ChaptersPage() {
  const [params] = useSearchParams();
  const courseId = params.get('courseId') ?? '';
  const api = useApi();
  const chapters = usePersonalQuery({
    ...chapterVideosQuery(api, courseId),
    enabled: useTeaches() && Boolean(courseId),
  });
  const [editing, setEditing] = useState<Editing>();
  return (
    <AccountPage
      title="章节与课时"
      actions={
        <Space>
          <Link to={`/preview/course/${courseId}`}>
            <Button>预览</Button>
          </Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'chapter' })}>
            添加章节
          </Button>
        </Space>
      }
    >
      <TeacherOnly>
        {courseId ? (
          <QueryContent query={chapters}>
            {(list) =>
              list.length === 0 ? (
                <Empty description="还没有章节，先添加一章" />
              ) : (
                <ChapterList courseId={courseId} chapters={list} onEdit={setEditing} />
              )
            }
          </QueryContent>
        ) : (
          <Empty description="请从点播管理中选择一门课程">
            <Link to="/account/vod">
              <Button type="primary">去点播管理</Button>
            </Link>
          </Empty>
        )}
        {editing ? <EditDialog courseId={courseId} editing={editing} onClose={() => setEditing(undefined)} /> : null}
      </TeacherOnly>
    </AccountPage>
  );
}

/** Moves the item at `index` one place up (-1) or down (+1): the full new order of ids. */
const moved = (ids: string[], index: number, step: -1 | 1) => reordered(ids, index, index + step);

function ChapterList({
  courseId,
  chapters,
  onEdit,
}: {
  courseId: string;
  chapters: ChapterVideos[];
  onEdit(editing: Editing): void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: COURSE_DRAFTS_KEY });
    } catch {
      // shown by the request layer
    }
  };
  const chapterIds = chapters.map((chapter) => chapter.id);
  const chapterDrag = useDragOrder(
    chapterIds,
    (ids) => void act(() => api.call(courseAuthorContracts.sortChapterAudit, { courseId, ids })),
  );
  return (
    <ol className="vod-chapters">
      {chapters.map((chapter, index) => (
        <li
          key={chapter.id}
          className={chapterDrag.over === index ? 'vod-chapter vod-chapter--over' : 'vod-chapter'}
          {...chapterDrag.rowProps(index)}
        >
          <ChapterRow
            chapter={chapter}
            index={index}
            count={chapters.length}
            chapterIds={chapterIds}
            courseId={courseId}
            act={act}
            onEdit={onEdit}
          />
        </li>
      ))}
    </ol>
  );
}

function ChapterRow({
  chapter,
  index,
  count,
  chapterIds,
  courseId,
  act,
  onEdit,
}: {
  chapter: ChapterVideos;
  index: number;
  count: number;
  chapterIds: string[];
  courseId: string;
  act(work: () => Promise<unknown>): Promise<void>;
  onEdit(editing: Editing): void;
}) {
  const api = useApi();
  const lessonIds = chapter.periodList.map((lesson) => lesson.id);
  const lessonDrag = useDragOrder(
    lessonIds,
    (ids) => void act(() => api.call(courseAuthorContracts.sortPeriodAudit, { chapterId: chapter.id, ids })),
  );
  return (
    <>
      <div className="vod-chapter__head">
        <h2>
          {chapter.chapterName} {chapter.isFree ? <Tag color="green">免费</Tag> : null}
        </h2>
        <Space wrap size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label="章节上移"
            disabled={index === 0}
            onClick={() =>
              void act(() =>
                api.call(courseAuthorContracts.sortChapterAudit, { courseId, ids: moved(chapterIds, index, -1) }),
              )
            }
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label="章节下移"
            disabled={index === count - 1}
            onClick={() =>
              void act(() =>
                api.call(courseAuthorContracts.sortChapterAudit, { courseId, ids: moved(chapterIds, index, 1) }),
              )
            }
          />
          <Button size="small" onClick={() => onEdit({ kind: 'chapter', chapter })}>
            编辑
          </Button>
          <Popconfirm
            title="删除本章及其全部课时？"
            okText="删除"
            cancelText="取消"
            onConfirm={() => act(() => api.call(courseAuthorContracts.deleteChapterAudit, { id: chapter.id }))}
          >
            <Button size="small" danger>
              删除
            </Button>
          </Popconfirm>
          <Button
            size="small"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => onEdit({ kind: 'lesson', chapterId: chapter.id })}
          >
            添加课时
          </Button>
        </Space>
      </div>
      <ol className="vod-lessons">
        {chapter.periodList.map((lesson, lessonIndex) => {
          const status = VIDEO_STATUS_LABELS[lesson.videoStatus] ?? VIDEO_STATUS_LABELS[0]!;
          return (
            <li
              key={lesson.id}
              className={lessonDrag.over === lessonIndex ? 'vod-lesson vod-lesson--over' : 'vod-lesson'}
              {...lessonDrag.rowProps(lessonIndex)}
            >
              <div className="vod-lesson__text">
                <strong>{lesson.periodName}</strong> {lesson.isFree ? <Tag color="green">免费试看</Tag> : null}
                <span className="vod-lesson__video">
                  <Tag color={status.color}>{status.text}</Tag>
                  {lesson.videoName}
                  {lesson.videoDuration > 0 ? ` · ${formatClock(lesson.videoDuration)}` : ''}
                </span>
              </div>
              <Space wrap size={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label="课时上移"
                  disabled={lessonIndex === 0}
                  onClick={() =>
                    void act(() =>
                      api.call(courseAuthorContracts.sortPeriodAudit, {
                        chapterId: chapter.id,
                        ids: moved(lessonIds, lessonIndex, -1),
                      }),
                    )
                  }
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label="课时下移"
                  disabled={lessonIndex === chapter.periodList.length - 1}
                  onClick={() =>
                    void act(() =>
                      api.call(courseAuthorContracts.sortPeriodAudit, {
                        chapterId: chapter.id,
                        ids: moved(lessonIds, lessonIndex, 1),
                      }),
                    )
                  }
                />
                <Button size="small" type="primary" onClick={() => onEdit({ kind: 'video', lesson })}>
                  {lesson.videoStatus === 0 ? '上传视频' : '更换视频'}
                </Button>
                <Button size="small" onClick={() => onEdit({ kind: 'lesson', chapterId: chapter.id, lesson })}>
                  编辑
                </Button>
                <Popconfirm
                  title="删除这个课时？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => act(() => api.call(courseAuthorContracts.deletePeriodAudit, { id: lesson.id }))}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** The dialog of a chapter, a lesson, or a lesson's video upload. */
function EditDialog({ courseId, editing, onClose }: { courseId: string; editing: Editing; onClose(): void }) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PartForm>();
  const [saving, setSaving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: COURSE_DRAFTS_KEY });

  if (editing.kind === 'video') {
    const { lesson } = editing;
    return (
      <Modal open title={`上传视频：${lesson.periodName}`} footer={null} onCancel={onClose} destroyOnHidden>
        <VideoUploadCard
          periodId={lesson.id}
          onUploaded={async (result, fileName) => {
            try {
              await api.call(courseAuthorContracts.saveVodUpload, {
                periodId: lesson.id,
                vid: result.videoId,
                videoName: fileName.slice(0, 100),
              });
              void message.success('视频已上传，转码完成后即可播放');
              await refresh();
              onClose();
            } catch {
              // shown by the request layer
            }
          }}
        />
      </Modal>
    );
  }

  const isChapter = editing.kind === 'chapter';
  const current = isChapter ? editing.chapter : editing.lesson;
  const initial: PartForm = current
    ? {
        name: isChapter ? editing.chapter!.chapterName : editing.lesson!.periodName,
        desc: isChapter ? editing.chapter!.chapterDesc : editing.lesson!.periodDesc,
        isFree: current.isFree as 0 | 1,
      }
    : { name: '', desc: '', isFree: 0 };
  const schema = isChapter ? ChapterAuditSave : PeriodAuditSave;
  const nameKey = isChapter ? 'chapterName' : 'periodName';

  const save = async (values: PartForm) => {
    setSaving(true);
    const fields = { isFree: values.isFree };
    try {
      if (editing.kind === 'chapter') {
        const body = { ...fields, chapterName: values.name.trim(), chapterDesc: values.desc ?? '' };
        if (editing.chapter)
          await api.call(courseAuthorContracts.updateChapterAudit, { ...body, id: editing.chapter.id });
        else await api.call(courseAuthorContracts.saveChapterAudit, { ...body, courseId });
      } else {
        const body = { ...fields, periodName: values.name.trim(), periodDesc: values.desc ?? '' };
        if (editing.lesson) await api.call(courseAuthorContracts.updatePeriodAudit, { ...body, id: editing.lesson.id });
        else await api.call(courseAuthorContracts.savePeriodAudit, { ...body, chapterId: editing.chapterId });
      }
      await refresh();
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  const noun = isChapter ? '章节' : '课时';
  return (
    <Modal
      open
      title={`${current ? '编辑' : '添加'}${noun}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PartForm> form={form} layout="vertical" initialValues={initial} onFinish={save}>
        <Form.Item name="name" label={`${noun}名称`} rules={fieldRules(schema, nameKey as never, `${noun}名称`)}>
          <Input maxLength={maxLengthOf(schema, nameKey as never)} />
        </Form.Item>
        <Form.Item name="desc" label={`${noun}简介`}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
        </Form.Item>
        <Form.Item name="isFree" label={isChapter ? '本章免费（其下课时都可试看）' : '免费试看'}>
          <Radio.Group
            options={[
              { value: 0, label: '否' },
              { value: 1, label: '是' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
