// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { CategoryFields } from './course-fields';
import { changeField, FormHarness, stubBrowserApis, submitForm, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(cleanup);

describe('category fields', () => {
  it('shows the fixed parent path and requires a name of at most 30 characters', async () => {
    const onFinish = vi.fn();
    render(
      withProviders(
        <FormHarness initial={{ categoryName: '', sort: 1, statusId: 1, remark: '' }} onFinish={onFinish}>
          <CategoryFields parentPath={['雅思', '雅思口语']} />
        </FormHarness>,
      ),
    );
    expect(screen.getByText('雅思 / 雅思口语')).toBeTruthy();
    submitForm();
    expect(await screen.findByText('请输入分类名称')).toBeTruthy();
    changeField('分类名称', 'Part 2 话题卡');
    submitForm();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });
});
