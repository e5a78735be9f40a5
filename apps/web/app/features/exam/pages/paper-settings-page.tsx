import { ExamDictType, examContracts, ExamLimits, PaperSave, type PaperAudit } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { ImageUpload } from '~/components/image-upload';
import { QueryContent } from '~/components/query-content';
import { examQueries, PAPERS_KEY } from '../api/queries';
import { DictSelect } from '../components/dict-select';
import { BackToPapers } from '../components/back-to-papers';
import { TeacherOnly } from '../components/teacher-only';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 新建试卷, or its basic settings (?id=…): name, subject, time, pass mark, price. */
export function PaperSettingsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <AccountPage
      title={id ? '试卷基本信息' : '新建试卷'}
      note={id ? '修改已发布的试卷会产生新的草稿，审核通过前学员仍看到已发布的版本' : '保存后设置大题和试题'}
      actions={<BackToPapers />}
    >
      <TeacherOnly>{id ? <EditPaper id={id} /> : <PaperForm />}</TeacherOnly>
    </AccountPage>
  );
}

function EditPaper({ id }: { id: string }) {
  const api = useApi();
  const paper = usePersonalQuery(examQueries.paper(api, id));
  return <QueryContent query={paper}>{(view) => <PaperForm key={view.paper.id} paper={view.paper} />}</QueryContent>;
}

const newPaper: PaperSave = {
  examName: '',
  subject: '',
  answerMinutes: 120,
  passScore: 60,
  isFree: 1,
  price: 0,
  vipPrice: 0,
  description: '',
  coverUrl: '',
};

function PaperForm({ paper }: { paper?: PaperAudit }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<PaperSave>();
  const isFree = Form.useWatch('isFree', form) ?? paper?.isFree ?? 1;
  const [saving, setSaving] = useState(false);

  const save = async (values: PaperSave) => {
    const body: PaperSave = {
      ...values,
      examName: values.examName.trim(),
      year: values.year ?? 0,
      price: values.isFree ? 0 : (values.price ?? 0),
      vipPrice: values.isFree ? 0 : (values.vipPrice ?? 0),
    };
    setSaving(true);
    try {
      const saved = paper
        ? await api.call(examContracts.updatePaperAudit, { ...body, id: paper.id })
        : await api.call(examContracts.savePaperAudit, body);
      await queryClient.invalidateQueries({ queryKey: PAPERS_KEY });
      void message.success(paper ? '试卷信息已保存' : '试卷已创建，请设置大题');
      void navigate(paper ? '/account/exams' : `/account/exams/selectIssue?id=${saved.id}`);
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PaperSave>
      form={form}
      layout="vertical"
      initialValues={paper ? { ...paper, year: paper.year || undefined } : newPaper}
      onFinish={(values) => void save(values)}
      style={{ maxWidth: 720 }}
    >
      <Form.Item label="试卷名称" name="examName" rules={fieldRules(PaperSave, 'examName', '试卷名称')}>
        <Input maxLength={maxLengthOf(PaperSave, 'examName')} placeholder="如 大学英语四级模拟卷（一）" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="科目" name="subject" rules={[{ required: true, message: '请选择科目' }]}>
            <DictSelect dictType={ExamDictType.subject} placeholder="请选择" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="年份" name="year">
            <InputNumber
              min={ExamLimits.yearMin}
              max={ExamLimits.yearMax}
              precision={0}
              placeholder="可不填"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            label="答题时间（分钟）"
            name="answerMinutes"
            rules={[{ required: true, message: '请输入答题时间' }]}
          >
            <InputNumber min={1} max={ExamLimits.answerMinutesMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            label="及格分"
            name="passScore"
            extra={paper ? `现在总分 ${paper.totalScore}，及格分不能高于总分` : '不能高于试卷总分'}
            rules={[{ required: true, message: '请输入及格分' }]}
          >
            <InputNumber min={0} max={10000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="收费" name="isFree">
        <Radio.Group
          options={[
            { value: 1, label: '免费' },
            { value: 0, label: '收费' },
          ]}
        />
      </Form.Item>
      {isFree ? null : (
        <Row gutter={12}>
          <Col xs={12}>
            <Form.Item label="售价（元）" name="price" rules={[{ required: true, message: '请输入售价' }]}>
              <InputNumber min={0.01} max={1000000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item label="会员价（元）" name="vipPrice" extra="0 为会员免费">
              <InputNumber min={0} max={1000000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.Item label="封面" name="coverUrl">
        <ImageUpload shape="square" buttonText="上传封面" />
      </Form.Item>
      <Form.Item label="试卷说明" name="description" rules={fieldRules(PaperSave, 'description', '试卷说明')}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={maxLengthOf(PaperSave, 'description')}
          showCount
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={saving}>
        {paper ? '保存' : '保存并设置大题'}
      </Button>
    </Form>
  );
}
