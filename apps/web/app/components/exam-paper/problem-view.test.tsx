import type { PaperProblem } from '@school/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProblemView, type Answering } from './problem-view';

const problem = (fields: Partial<PaperProblem>): PaperProblem => ({
  id: '1',
  problemType: 1,
  content: '',
  options: [],
  blankCount: 0,
  score: 2,
  audioUrl: '',
  playLimit: 0,
  children: [],
  ...fields,
});

const answering = (answers: Record<string, string[]>, extra: Partial<Answering> = {}): Answering => ({
  answerOf: (id) => answers[id] ?? [],
  onAnswer: vi.fn(),
  ...extra,
});

const options = [
  { key: 'A', content: 'still' },
  { key: 'B', content: 'already' },
  { key: 'C', content: 'yet' },
];

describe('a problem being answered', () => {
  it('shows the saved choice and reports a new one', () => {
    const learner = answering({ '1': ['B'] });
    render(<ProblemView problem={problem({ options })} number="1." answering={learner} />);
    expect((screen.getByRole('radio', { name: /already/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /yet/ }));
    expect(learner.onAnswer).toHaveBeenCalledWith('1', ['C']);
  });

  it('adds and removes options of a multiple choice, in letter order', () => {
    const learner = answering({ '1': ['C'] });
    render(<ProblemView problem={problem({ problemType: 2, options })} number="1." answering={learner} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /still/ }));
    expect(learner.onAnswer).toHaveBeenLastCalledWith('1', ['A', 'C']);
    fireEvent.click(screen.getByRole('checkbox', { name: /yet/ }));
    expect(learner.onAnswer).toHaveBeenLastCalledWith('1', []);
  });

  it('keeps one text per blank, in order', () => {
    const learner = answering({ '1': ['', 'went'] });
    render(<ProblemView problem={problem({ problemType: 4, blankCount: 2 })} number="1." answering={learner} />);
    fireEvent.change(screen.getByLabelText('第 1 空'), { target: { value: 'go' } });
    expect(learner.onAnswer).toHaveBeenCalledWith('1', ['go', 'went']);
  });

  it('stops a listening problem’s audio when its plays are used up', () => {
    const listening = problem({ problemType: 7, audioUrl: '/files/a.mp3', playLimit: 2 });
    const { rerender } = render(
      <ProblemView problem={listening} number="1." answering={answering({}, { playsLeft: () => 1 })} />,
    );
    expect(screen.getByLabelText('题目音频')).toBeTruthy();
    expect(screen.getByText('限播放 2 次，还可播放 1 次')).toBeTruthy();
    rerender(<ProblemView problem={listening} number="1." answering={answering({}, { playsLeft: () => 0 })} />);
    expect(screen.queryByLabelText('题目音频')).toBeNull();
    expect(screen.getByText('播放次数已用完')).toBeTruthy();
  });
});
