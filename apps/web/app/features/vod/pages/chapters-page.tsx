import {
  courseAuthorContracts,
  ChapterAuditSave,
  PeriodAuditSave,
  type ChapterVideos,
  CourseKind,
  type PeriodDraft,
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
import { DocSettingsDialog, DocUploadDialog, LessonDocument } from '../components/lesson-document';
import { AUTHORING_KINDS, type AuthoringKind, fromPickerTime, liveTimeFieldOf, toPickerTime } from '../course-kinds';
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
  /** A live lesson's times, as datetime-local values. */
  startTime?: string;
  endTime?: string;
}
type Editing =
  | { kind: 'chapter'; chapter?: ChapterVideos }
  | { kind: 'lesson'; chapterId: string; lesson?: PeriodDraft }
  | { kind: 'video'; lesson: PeriodDraft }
  | { kind: 'document'; lesson: PeriodDraft }
  | { kind: 'docSettings'; lesson: PeriodDraft };

/**
 * 章节与课时 (?courseId=N): chapters and lessons of my draft of one kind, their order and free marks, and
 * what each lesson holds by the kind: a video, live times or a document.
 */
export function ChaptersPage({ kind }: { kind: CourseKind }) {
  const [params] = useSearchParams();
  const courseId = params.get('courseId') ?? '';
  const authoring = AUTHORING_KINDS[kind];
  const api = useApi();
  const chapters = usePersonalQuery({
    ...chapterVideosQuery(api, courseId),
    enabled: useTeaches() && Boolean(courseId),
  });
  const [editing, setEditing] = useState<Editing>();
  return (
    <AccountPage
      title={`章节与${authoring.lessonNoun}`}
      actions={
        <Space>
          <Link to={authoring.preview(courseId)}>
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
                <ChapterList courseId={courseId} chapters={list} authoring={authoring} onEdit={setEditing} />
              )
            }
          </QueryContent>
        ) : (
          <Empty description={`请先在${authoring.title}中选择`}>
            <Link to={authoring.base}>
              <Button type="primary">去{authoring.title}</Button>
            </Link>
          </Empty>
        )}
        {editing ? (
          <EditDialog
            courseId={courseId}
            authoring={authoring}
            editing={editing}
            onClose={() => setEditing(undefined)}
          />
        ) : null}
      </TeacherOnly>
    </AccountPage>
  );
}

/** Moves the item at `index` one place up (-1) or down (+1): the full new order of ids. */
const moved = (ids: string[], index: number, step: -1 | 1) => reordered(ids, index, index + step);

function ChapterList({
  courseId,
  chapters,
  authoring,
  onEdit,
}: {
  courseId: string;
  chapters: ChapterVideos[];
  authoring: AuthoringKind;
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
            authoring={authoring}
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
  authoring,
  act,
  onEdit,
}: {
  chapter: ChapterVideos;
  index: number;
  count: number;
  chapterIds: string[];
  courseId: string;
  authoring: AuthoringKind;
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
            添加{authoring.lessonNoun}
          </Button>
        </Space>
      </div>
      <ol className="vod-lessons">
        {chapter.periodList.map((lesson, lessonIndex) => {
          const noun = authoring.lessonNoun;
          return (
            <li
              key={lesson.id}
              className={lessonDrag.over === lessonIndex ? 'vod-lesson vod-lesson--over' : 'vod-lesson'}
              {...lessonDrag.rowProps(lessonIndex)}
            >
              <div className="vod-lesson__text">
                <strong>{lesson.periodName}</strong> {lesson.isFree ? <Tag color="green">免费</Tag> : null}
                <LessonHolds lesson={lesson} kind={authoring.kind} />
              </div>
              <Space wrap size={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${noun}上移`}
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
                  aria-label={`${noun}下移`}
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
                {authoring.docTypes ? (
                  <>
                    <Button size="small" type="primary" onClick={() => onEdit({ kind: 'document', lesson })}>
                      {lesson.doc ? '更换文件' : '上传文件'}
                    </Button>
                    {lesson.doc ? (
                      <Button size="small" onClick={() => onEdit({ kind: 'docSettings', lesson })}>
                        阅读与下载
                      </Button>
                    ) : null}
                  </>
                ) : authoring.kind === CourseKind.video ? (
                  <Button size="small" type="primary" onClick={() => onEdit({ kind: 'video', lesson })}>
                    {lesson.videoStatus === 0 ? '上传视频' : '更换视频'}
                  </Button>
                ) : null}
                <Button size="small" onClick={() => onEdit({ kind: 'lesson', chapterId: chapter.id, lesson })}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除这个${noun}？`}
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

/** What a lesson holds, by the course's kind: its video and transcoding, its live times, or its document. */
function LessonHolds({ lesson, kind }: { lesson: PeriodDraft; kind: CourseKind }) {
  if (kind === CourseKind.live)
    return (
      <span className="vod-lesson__video">
        {lesson.startTime ? (
          `直播时间：${lesson.startTime.slice(0, 16)} – ${lesson.endTime.slice(lesson.endTime.startsWith(lesson.startTime.slice(0, 10)) ? 11 : 0, 16)}`
        ) : (
          <Tag color="orange">未设置直播时间</Tag>
        )}
      </span>
    );
  if (kind === CourseKind.resource || kind === CourseKind.library) return <LessonDocument doc={lesson.doc} />;
  const status = VIDEO_STATUS_LABELS[lesson.videoStatus] ?? VIDEO_STATUS_LABELS[0]!;
  return (
    <span className="vod-lesson__video">
      <Tag color={status.color}>{status.text}</Tag>
      {lesson.videoName}
      {lesson.videoDuration > 0 ? ` · ${formatClock(lesson.videoDuration)}` : ''}
    </span>
  );
}

/** The dialog of a chapter, a lesson, or a lesson's video or document. */
function EditDialog({
  courseId,
  authoring,
  editing,
  onClose,
}: {
  courseId: string;
  authoring: AuthoringKind;
  editing: Editing;
  onClose(): void;
}) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PartForm>();
  const [saving, setSaving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: COURSE_DRAFTS_KEY });
  const isLive = authoring.kind === CourseKind.live;

  if (editing.kind === 'document')
    return (
      <DocUploadDialog
        lesson={editing.lesson}
        kind={authoring.kind}
        types={authoring.docTypes ?? []}
        onClose={onClose}
      />
    );
  if (editing.kind === 'docSettings')
    return editing.lesson.doc ? (
      <DocSettingsDialog lesson={editing.lesson} doc={editing.lesson.doc} onClose={onClose} />
    ) : null;
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
        ...(isChapter
          ? {}
          : { startTime: toPickerTime(editing.lesson!.startTime), endTime: toPickerTime(editing.lesson!.endTime) }),
      }
    : { name: '', desc: '', isFree: 0 };
  const schema = isChapter ? ChapterAuditSave : PeriodAuditSave;
  const nameKey = isChapter ? 'chapterName' : 'periodName';

  const saveLesson = async (values: PartForm, chapterId: string, lesson?: PeriodDraft) => {
    const body = {
      isFree: values.isFree,
      periodName: values.name.trim(),
      periodDesc: values.desc ?? '',
      ...(isLive ? { startTime: fromPickerTime(values.startTime!), endTime: fromPickerTime(values.endTime!) } : {}),
    };
    const reply = lesson
      ? await api.request(courseAuthorContracts.updatePeriodAudit, { ...body, id: lesson.id }, { isShowErrTip: false })
      : await api.request(courseAuthorContracts.savePeriodAudit, { ...body, chapterId }, { isShowErrTip: false });
    if (reply.code === 200) return true;
    // Past or overlapping live times are told beside the time they are about.
    const field = isLive ? liveTimeFieldOf(reply.msg) : undefined;
    if (field) form.setFields([{ name: field, errors: [reply.msg] }]);
    else void message.error(reply.msg || '保存失败，请重试');
    return false;
  };

  const save = async (values: PartForm) => {
    setSaving(true);
    try {
      if (editing.kind === 'chapter') {
        const body = { isFree: values.isFree, chapterName: values.name.trim(), chapterDesc: values.desc ?? '' };
        if (editing.chapter)
          await api.call(courseAuthorContracts.updateChapterAudit, { ...body, id: editing.chapter.id });
        else await api.call(courseAuthorContracts.saveChapterAudit, { ...body, courseId });
      } else if (!(await saveLesson(values, editing.chapterId, editing.lesson))) return;
      await refresh();
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  const noun = isChapter ? '章节' : authoring.lessonNoun;
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
        {isLive && !isChapter ? (
          <div className="vod-form__prices">
            <Form.Item name="startTime" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item
              name="endTime"
              label="结束时间"
              dependencies={['startTime']}
              rules={[
                { required: true, message: '请选择结束时间' },
                ({ getFieldValue }) => ({
                  validator: (_, value?: string) =>
                    !value || !getFieldValue('startTime') || value > getFieldValue('startTime')
                      ? Promise.resolve()
                      : Promise.reject(new Error('结束时间须晚于开始时间')),
                }),
              ]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </div>
        ) : null}
        <Form.Item name="isFree" label={isChapter ? `本章免费（其下${authoring.lessonNoun}都免费）` : '免费'}>
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
