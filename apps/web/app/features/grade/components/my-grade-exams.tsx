import { gradeExamContracts, GradeExamRelationStatus, GradeExamState, type GradeExamRelation } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPager } from '~/components/paged-list';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { GRADE_ROWS_PAGE_SIZE, gradeExamQueries, MY_GRADES_KEY } from '../api/queries';
import { windowOf } from './grade-facts';

const { notStarted, answering, marking, marked } = GradeExamRelationStatus;

function MyExamRow({ relation }: { relation: GradeExamRelation }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const status = relation.relationStatus;
  const submitted = status === marking || status === marked;
  const pending = status === notStarted && relation.examState !== GradeExamState.ended && relation.isIgnore === 0;

  const ignore = async () => {
    try {
      await api.call(gradeExamContracts.ignoreGradeExam, { relationId: relation.id });
      void message.success('已不再提醒这场考试');
      await queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY });
    } catch {
      // shown by the request layer
    }
  };

  return (
    <li className="grade-row">
      <div className="grade-row__head">
        <h3 className="grade-row__name">{relation.examName}</h3>
        <Tag color={pending ? 'red' : status === answering ? 'orange' : 'default'}>{relation.relationStatusName}</Tag>
      </div>
      <p className="grade-row__facts">
        {relation.gradeName} · {windowOf(relation)} · 答题 {relation.answerMinutes} 分钟
        {relation.scoreShown ? ` · 得分 ${relation.score}/${relation.totalScore}` : submitted ? ' · 成绩待公布' : ''}
        {relation.rank > 0 ? ` · 第 ${relation.rank} 名` : ''}
      </p>
      <div className="grade-row__actions">
        <Link to={`/exam/gradeExplain?gradeExamId=${relation.gradeExamId}`}>
          <Button size="small" type={pending || status === answering ? 'primary' : 'default'}>
            {status === answering ? '继续答题' : submitted ? '考试说明' : '去考试'}
          </Button>
        </Link>
        {submitted ? (
          <Link to={`/exam/gradeResult?relationId=${relation.id}`}>
            <Button size="small">查看成绩</Button>
          </Link>
        ) : null}
        {pending ? (
          <Button size="small" onClick={() => void ignore()}>
            不再提醒
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** 班级考试 of 我的班级: my class exams (one class's with `gradeId`), newest first, with what to do next. */
export function MyGradeExams({ gradeId }: { gradeId?: string }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const exams = usePersonalQuery(
    gradeExamQueries.myList(api, { gradeId, pageCurrent: page, pageSize: GRADE_ROWS_PAGE_SIZE }),
  );
  if (exams.isPending) return <Spin />;
  if (exams.isError)
    return <Empty className="account-page__empty" description="班级考试暂时无法读取，请稍后刷新重试" />;
  if (exams.data.list.length === 0) return <Empty className="account-page__empty" description="还没有班级考试" />;
  return (
    <>
      <ul className="grade-rows" aria-label="我的班级考试">
        {exams.data.list.map((relation) => (
          <MyExamRow key={relation.id} relation={relation} />
        ))}
      </ul>
      <ListPager page={exams.data} onPage={setPage} />
    </>
  );
}
