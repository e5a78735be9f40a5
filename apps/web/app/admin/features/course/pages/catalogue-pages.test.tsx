// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CourseAdmin, CourseCategoryAdminTree } from '@school/contracts';
import CourseCategoryPage from './course-category-page';
import { CoursePicker } from '../components/course-picker';
import { fakeApi, pageOf, refuse, setUpConsoleTests, tableRowOf, withProviders } from '../../../components/test-utils';

setUpConsoleTests();

const node = (
  id: string,
  parentId: string,
  floor: number,
  sort: number,
  name: string,
  children: CourseCategoryAdminTree['children'] = [],
) => ({ id, parentId, floor, sort, categoryName: name, statusId: 1 as const, remark: '', children });

const tree = (): CourseCategoryAdminTree[] => [
  node('1', '0', 1, 1, '雅思', [
    node('11', '1', 2, 1, '雅思听力', []),
    node('12', '1', 2, 2, '雅思口语', [{ ...node('121', '12', 3, 1, 'Part 2 话题卡'), children: [] }]),
  ]),
  node('2', '0', 1, 2, '四六级', []),
];

describe('course categories page', () => {
  const server = () =>
    fakeApi({
      adminListCourseCategory: () => tree(),
      saveCourseCategory: (b) => ({ id: '99', floor: 2, ...b }),
      updateCourseCategory: (b) => ({ parentId: '1', floor: 2, ...b }),
      deleteCourseCategory: () => refuse(409, '该分类下还有课程，不能删除'),
    });

  it('shows the tree with levels, and no children below the third level', async () => {
    const fake = server();
    render(withProviders(<CourseCategoryPage />, fake));
    const top = await waitFor(() => tableRowOf('雅思'));
    expect(within(top).getByText('一级')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部展开' }));
    const third = await waitFor(() => tableRowOf('Part 2 话题卡'));
    expect(within(third).getByText('三级')).toBeTruthy();
    expect(within(third).getByRole('button', { name: '添加子分类' }).hasAttribute('disabled')).toBe(true);
    expect(within(tableRowOf('雅思口语')).getByRole('button', { name: '添加子分类' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('adds a child under its parent with the next sort value', async () => {
    const fake = server();
    render(withProviders(<CourseCategoryPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('雅思'))).getByRole('button', { name: '添加子分类' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('添加二级分类')).toBeTruthy();
    expect(within(dialog).getByText('雅思')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('分类名称'), { target: { value: ' 雅思写作 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(fake.inputsOf('saveCourseCategory')).toEqual([
        { parentId: '1', categoryName: '雅思写作', sort: 3, statusId: 1, remark: '' },
      ]),
    );
  });

  it('moves a category by renumbering its siblings', async () => {
    const fake = server();
    render(withProviders(<CourseCategoryPage />, fake));
    await waitFor(() => tableRowOf('雅思口语'));
    fireEvent.click(screen.getByRole('button', { name: '上移 雅思口语' }));
    await waitFor(() => expect(fake.inputsOf('updateCourseCategory')).toHaveLength(2));
    expect(fake.inputsOf('updateCourseCategory').map((b) => [b.id, b.sort])).toEqual([
      ['12', 1],
      ['11', 2],
    ]);
    expect(await screen.findByText('顺序已调整')).toBeTruthy();
  });

  it('shows the server’s refusal to delete', async () => {
    const fake = server();
    render(withProviders(<CourseCategoryPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('雅思听力'))).getByRole('button', { name: /删\s*除/ }));
    const pop = await waitFor(() => document.querySelector('.ant-popconfirm') as HTMLElement);
    fireEvent.click(within(pop).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('该分类下还有课程，不能删除')).toBeTruthy();
    expect(fake.inputsOf('deleteCourseCategory')).toEqual([{ id: '11' }]);
  });
});

const course = (id: string, name: string): CourseAdmin => ({
  id,
  courseName: name,
  courseCategory: 1,
  courseLogo: '',
  coursePrice: 99,
  rulingPrice: 0,
  isFree: 0,
  countBuy: 0,
  countStudy: 0,
  categoryId1: '0',
  categoryId2: '0',
  categoryId3: '0',
  lecturerUserId: '0',
  lecturerName: '王老师',
  gmtCreate: '2026-07-01 10:00:00',
  isPutAway: 1,
  statusId: 1,
  sort: 0,
});

describe('zone course picker', () => {
  it('searches courses, marks those already in the zone and adds another', async () => {
    const fake = fakeApi({
      adminListCourse: () => pageOf([course('1', '雅思口语精讲'), course('2', '托福口语')], 1, 10),
      adminListCourseCategory: () => tree(),
    });
    const onAdd = vi.fn().mockResolvedValue(undefined);
    render(
      withProviders(
        <CoursePicker open zoneName="雅思托福" addedCourseIds={['1']} onAdd={onAdd} onClose={vi.fn()} />,
        fake,
      ),
    );
    expect(await screen.findByText('向“雅思托福”添加课程')).toBeTruthy();
    const added = await waitFor(() => tableRowOf('雅思口语精讲'));
    expect(
      within(added)
        .getByRole('button', { name: /已添加/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(tableRowOf('托福口语')).getByRole('button', { name: '添加 托福口语' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect((onAdd.mock.calls[0]![0] as CourseAdmin).id).toBe('2');

    fireEvent.change(screen.getByPlaceholderText('课程名称'), { target: { value: ' 口语 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(fake.inputsOf('adminListCourse').at(-1)).toEqual({
        keyword: '口语',
        isPutAway: 1,
        pageCurrent: 1,
        pageSize: 10,
      }),
    );
  });
});
