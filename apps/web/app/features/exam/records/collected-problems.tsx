import { examContracts, PROBLEM_COLLECTION_TYPE, type CollectedProblem } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProblemView } from '~/components/exam-paper/problem-view';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';
import { ExplanationVideo } from '../taking/explanation-video';
import '../taking/taking.css';
import { COLLECTED_PROBLEMS_KEY, recordQueries, RECORDS_PAGE_SIZE } from './api';
import { ProblemRowTitle } from './record-row';
import { RecordList } from './record-list';
import './records.css';

/** 我的收藏 · 题目: the problems I collected, each opening to its answer, analysis and video. */
export function CollectedProblems() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const collected = usePersonalQuery(
    recordQueries.collected(useApi(), { pageCurrent: page, pageSize: RECORDS_PAGE_SIZE }),
  );
  return (
    <RecordList
      query={collected}
      onPage={(next) => setParams({ tab: 'problem', page: String(next) })}
      empty={
        <Empty className="account-page__empty" description="还没有收藏试题：在解析、练习或错题复习中点 收藏">
          <Link to="/exam">
            <Button type="primary">去做题</Button>
          </Link>
        </Empty>
      }
    >
      {(item) => <CollectedRow key={item.id} item={item} />}
    </RecordList>
  );
}

function CollectedRow({ item }: { item: CollectedProblem }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // The server sends answers only under the answer rule (decision 0048).
  const answersShown = item.problem.analysis !== undefined;
  const remove = async () => {
    try {
      await api.call(examContracts.deleteProblemCollection, {
        collectionId: item.problemId,
        collectionType: PROBLEM_COLLECTION_TYPE,
      });
      await queryClient.invalidateQueries({ queryKey: COLLECTED_PROBLEMS_KEY });
    } catch {
      // shown by the request layer
    }
  };
  return (
    <li className="record-row collected-row">
      <div className="record-row__text">
        <ProblemRowTitle summary={item.summary} />
        <p className="record-row__facts">
          <Tag>{item.problemTypeName}</Tag>
          <span>来自《{item.examName}》</span>
          <span>收藏于 {item.gmtCreate.slice(0, 10)}</span>
        </p>
        {open ? (
          <div className="collected-row__problem exam-paper">
            <ProblemView problem={item.problem} number="" showAnswers={answersShown} />
            {answersShown ? null : (
              <p className="record-row__facts">
                作答并交卷（或在练习中做过这道题）后可看答案和解析；考试进行中不显示。
              </p>
            )}
            {item.problem.videoId ? <ExplanationVideo examId={item.examId} problemId={item.problemId} /> : null}
          </div>
        ) : null}
      </div>
      <div className="record-row__actions">
        <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '收起' : '答案与解析'}
        </Button>
        <Popconfirm title="取消收藏这道题？" okText="取消收藏" cancelText="保留" onConfirm={remove}>
          <Button size="small" type="link" danger>
            取消收藏
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
