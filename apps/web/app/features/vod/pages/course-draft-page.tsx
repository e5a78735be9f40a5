import { courseAuthorContracts, CourseDraftSave, type CourseAuditDetail, type CourseKind } from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Cascader, Form, Input, InputNumber, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { ImageUpload } from '~/components/image-upload';
import { asNodes, categoryPath, type CategoryNode } from '~/lib/category-tree';
import { COURSE_DRAFTS_KEY, courseCategoriesQuery, courseDraftQuery } from '../api/course-drafts';
import { TeacherOnly, useTeaches } from '../components/teacher-only';
import { AUTHORING_KINDS, type AuthoringKind } from '../course-kinds';
import '../vod.css';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { usePersonalQuery } from '~/lib/personal-queries';

interface DraftForm {
  courseName: string;
  categoryPath: string[];
  courseLogo: string;
  isFree: 0 | 1;
  coursePrice: number;
  rulingPrice: number;
  introduce: string;
}

/** 新建 / 编辑 a course of one kind (?id=N): its details; saving puts the draft in the audit queue. */
export function CourseDraftPage({ kind }: { kind: CourseKind }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const api = useApi();
  const draft = usePersonalQuery({ ...courseDraftQuery(api, id ?? '0'), enabled: useTeaches() && Boolean(id) });
  const categories = useQuery(courseCategoriesQuery(api, kind));
  const authoring = AUTHORING_KINDS[kind];
  return (
    <AccountPage title={`${id ? '编辑' : '新建'}${authoring.noun}`}>
      <TeacherOnly>
        {categories.data && (!id || draft.data) ? (
          <DraftEditor draft={draft.data} tree={asNodes(categories.data)} authoring={authoring} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </TeacherOnly>
    </AccountPage>
  );
}

function DraftEditor({
  draft,
  tree,
  authoring,
}: {
  draft?: CourseAuditDetail;
  tree: CategoryNode[];
  authoring: AuthoringKind;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<DraftForm>();
  const [saving, setSaving] = useState(false);
  const isFree = Form.useWatch('isFree', form);

  const initial: Partial<DraftForm> = draft
    ? {
        courseName: draft.courseName,
        categoryPath: categoryPath(tree, draft.categoryId).map((node) => node.id),
        courseLogo: draft.courseLogo,
        isFree: draft.isFree as 0 | 1,
        coursePrice: draft.coursePrice,
        rulingPrice: draft.rulingPrice,
        introduce: draft.introduce,
      }
    : { isFree: 0, coursePrice: 0, rulingPrice: 0, introduce: '' };

  const save = async (values: DraftForm) => {
    setSaving(true);
    const body = {
      courseName: values.courseName.trim(),
      courseCategory: authoring.kind,
      categoryId: values.categoryPath[values.categoryPath.length - 1]!,
      courseLogo: values.courseLogo,
      introduce: values.introduce ?? '',
      isFree: values.isFree,
      coursePrice: values.isFree ? 0 : values.coursePrice,
      rulingPrice: values.isFree ? 0 : values.rulingPrice,
    };
    try {
      const saved = draft
        ? await api.call(courseAuthorContracts.updateCourseAudit, { ...body, id: draft.id })
        : await api.call(courseAuthorContracts.saveCourseAudit, body);
      await queryClient.invalidateQueries({ queryKey: COURSE_DRAFTS_KEY });
      void message.success(
        draft ? '已保存，修改将在审核通过后生效' : `已创建，接下来添加章节和${authoring.lessonNoun}`,
      );
      void navigate(`${authoring.base}/period?courseId=${saved.id}`);
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<DraftForm> form={form} layout="vertical" initialValues={initial} onFinish={save} className="vod-form">
      <Form.Item
        name="courseName"
        label={`${authoring.noun}名称`}
        rules={fieldRules(CourseDraftSave, 'courseName', `${authoring.noun}名称`)}
      >
        <Input maxLength={maxLengthOf(CourseDraftSave, 'courseName')} showCount />
      </Form.Item>
      <Form.Item
        name="categoryPath"
        label={`${authoring.noun}分类`}
        rules={[{ required: true, message: `请选择${authoring.noun}分类` }]}
      >
        <Cascader
          options={tree}
          fieldNames={{ label: 'categoryName', value: 'id', children: 'children' }}
          placeholder="请选择到最末一级"
          notFoundContent="暂无分类，请联系网站管理员添加"
        />
      </Form.Item>
      <Form.Item
        name="courseLogo"
        label={`${authoring.noun}封面`}
        rules={[{ required: true, message: `请上传${authoring.noun}封面` }]}
      >
        <ImageUpload hint="建议 16:9，如 1280×720" />
      </Form.Item>
      <Form.Item name="isFree" label="收费方式">
        <Radio.Group
          options={[
            { value: 0, label: '收费' },
            { value: 1, label: '免费' },
          ]}
        />
      </Form.Item>
      {isFree === 1 ? null : (
        <div className="vod-form__prices">
          <Form.Item name="coursePrice" label="售价（元）" rules={[{ required: true, message: '请填写售价' }]}>
            <InputNumber min={0} max={100000} precision={2} />
          </Form.Item>
          <Form.Item name="rulingPrice" label="原价（元）">
            <InputNumber min={0} max={100000} precision={2} />
          </Form.Item>
        </div>
      )}
      <Form.Item
        name="introduce"
        label={`${authoring.noun}介绍`}
        rules={fieldRules(CourseDraftSave, 'introduce', `${authoring.noun}介绍`)}
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={maxLengthOf(CourseDraftSave, 'introduce')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {draft ? '保存修改' : `创建${authoring.noun}`}
      </Button>
    </Form>
  );
}
