// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { CategoryFields } from './course-fields';
import { stubBrowserApis, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(cleanup);

function Harness<T extends object>({
  initial,
  onFinish,
  children,
}: {
  initial: T;
  onFinish: (v: T) => void;
  children: ReactNode;
}) {
  return (
    <Form<T> initialValues={initial} onFinish={onFinish} layout="vertical">
      {children}
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('category fields', { timeout: 30_000 }, () => {
  it('shows the fixed parent path and requires a name of at most 30 characters', async () => {
    const onFinish = vi.fn();
    render(
      withProviders(
        <Harness initial={{ categoryName: '', sort: 1, statusId: 1, remark: '' }} onFinish={onFinish}>
          <CategoryFields parentPath={['雅思', '雅思口语']} />
        </Harness>,
      ),
    );
    expect(screen.getByText('雅思 / 雅思口语')).toBeTruthy();
    submit();
    expect(await screen.findByText('请输入分类名称')).toBeTruthy();
    change('分类名称', 'Part 2 话题卡');
    submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });
});
