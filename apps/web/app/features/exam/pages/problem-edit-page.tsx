import { examContracts, ProblemType, type Problem } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { examQueries, PROBLEMS_KEY } from '../api/queries';
import { ProblemForm } from '../components/problem-form';
import { TeacherOnly } from '../components/teacher-only';
import { isComposite, newProblemValues, problemValuesOf, toProblemSave, type ProblemValues } from '../problem-form';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';

const typeFrom = (value: string | null): ProblemType => {
  const type = Number(value);
  return type >= 1 && type <= 8 ? (type as ProblemType) : ProblemType.single;
};

/** 添加试题 (?type=N) or 修改试题 (?id=…): every type, with a live preview. */
export function ProblemEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <AccountPage
      title={id ? '修改试题' : '添加试题'}
      actions={
        <Link to="/account/subject">
          <Button>返回题库</Button>
        </Link>
      }
    >
      <TeacherOnly>
        {id ? (
          <EditProblem id={id} />
        ) : (
          <ProblemEditor initialValues={newProblemValues(typeFrom(params.get('type')))} />
        )}
      </TeacherOnly>
    </AccountPage>
  );
}

function EditProblem({ id }: { id: string }) {
  const api = useApi();
  const problem = usePersonalQuery(examQueries.problem(api, id));
  return (
    <QueryContent query={problem}>
      {(saved) => <ProblemEditor key={saved.id} editing={saved} initialValues={problemValuesOf(saved)} />}
    </QueryContent>
  );
}

function ProblemEditor({ initialValues, editing }: { initialValues: ProblemValues; editing?: Problem }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProblemValues>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    // Every field, also those of other types the form keeps while hidden; toProblemSave picks.
    const values = form.getFieldsValue(true) as ProblemValues;
    setSaving(true);
    try {
      const body = toProblemSave(values);
      const saved = editing
        ? await api.call(examContracts.updateProblem, { ...body, id: editing.id })
        : await api.call(examContracts.saveProblem, body);
      await queryClient.invalidateQueries({ queryKey: PROBLEMS_KEY });
      void message.success(editing ? '试题已修改' : '试题已保存');
      void navigate(isComposite(saved.problemType) ? '/account/subject/comprehend' : '/account/subject');
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProblemForm
      form={form}
      initialValues={initialValues}
      editing={editing}
      saving={saving}
      onSubmit={() => void save()}
    />
  );
}
