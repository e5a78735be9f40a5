// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AdminUser, GradeAdminCard, GradeCategoryAdmin, GradeOrg } from '@school/contracts';
import GradePage from './grade-page';
import GradeCategoryPage from './grade-category-page';
import GradeOrgPage from './grade-org-page';
import { fakeApi, pageOf, refuse, setUpConsoleTests, tableRowOf, withProviders } from '../../../components/test-utils';

setUpConsoleTests();

const popconfirmOk = async (name: RegExp) => {
  const pop = await waitFor(() => document.querySelector('.ant-popconfirm') as HTMLElement);
  fireEvent.click(within(pop).getByRole('button', { name }));
};

const category = (id: string, sort: number, categoryName: string, gradeCount = 0): GradeCategoryAdmin => ({
  id,
  categoryName,
  sort,
  gradeCount,
});

const grade = (id: string, gradeName: string, over: Partial<GradeAdminCard> = {}): GradeAdminCard => ({
  id,
  gradeName,
  categoryId: '1',
  categoryName: '英语四六级',
  gradeLogo: '',
  introduce: '',
  lecturerUserId: '2',
  lecturerName: '王老师',
  beginTime: '2026-11-01 00:00:00',
  endTime: '2026-12-31 00:00:00',
  capacity: 30,
  studentCount: 12,
  joinType: 1,
  isPublic: 1,
  statusId: 1,
  isExpired: 0,
  ownerUserId: '2',
  ownerName: '王老师',
  ownerMobile: '13800000002',
  orgUserId: '0',
  orgName: '',
  ...over,
});

const user = (id: string, userType: number, nickname: string): AdminUser => ({
  id,
  mobile: `1390000010${id}`,
  nickname,
  userType,
  isVip: 0,
  statusId: 1,
  isRecommended: 0,
  gmtCreate: '2026-07-01 10:00:00',
});

describe('class categories page', () => {
  const server = () =>
    fakeApi({
      adminListGradeCategories: () => [
        category('1', 1, '英语四六级', 3),
        category('2', 2, '雅思托福'),
        category('3', 3, '考研英语'),
      ],
      adminSaveGradeCategory: (b) => category('9', b.sort, b.categoryName),
      adminUpdateGradeCategory: (b) => category(b.id, b.sort, b.categoryName),
      adminSortGradeCategories: () => null,
      adminDeleteGradeCategory: () => refuse(999, '该分类下还有班级，请先把这些班级改到其他分类或解散后再删除'),
    });

  it('lists the categories with their classes, and adds one after the last', async () => {
    const fake = server();
    render(withProviders(<GradeCategoryPage />, fake));
    expect(within(await waitFor(() => tableRowOf('英语四六级'))).getByText('3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /添加分类/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('分类名称'), { target: { value: ' 商务英语 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(fake.inputsOf('adminSaveGradeCategory')).toEqual([{ categoryName: '商务英语', sort: 4 }]),
    );
  });

  it('moves a category by sending the whole new order', async () => {
    const fake = server();
    render(withProviders(<GradeCategoryPage />, fake));
    await waitFor(() => tableRowOf('考研英语'));
    fireEvent.click(screen.getByRole('button', { name: '上移 考研英语' }));
    await waitFor(() => expect(fake.inputsOf('adminSortGradeCategories')).toEqual([{ ids: ['1', '3', '2'] }]));
  });

  it('shows why a category with classes is not deleted', async () => {
    const fake = server();
    render(withProviders(<GradeCategoryPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('英语四六级'))).getByRole('button', { name: /删\s*除/ }));
    await popconfirmOk(/删\s*除/);
    await waitFor(() => expect(fake.inputsOf('adminDeleteGradeCategory')).toEqual([{ id: '1' }]));
    expect(await screen.findByText('该分类下还有班级，请先把这些班级改到其他分类或解散后再删除')).toBeTruthy();
  });
});

describe('classes page', () => {
  const server = () =>
    fakeApi({
      adminPageGrades: () =>
        pageOf([
          grade('31', '四级冲刺班', { ownerName: '启航教育机构', orgName: '启航教育机构', orgUserId: '3' }),
          grade('32', '已解散的班', { statusId: 0 }),
        ]),
      adminListGradeCategories: () => [category('1', 1, '英语四六级')],
      adminPageUsers: (b) => pageOf(b.userType === 2 ? [user('1', 2, '李老师')] : [user('2', 3, '启航教育机构')]),
      adminTransferGrade: (b) => grade(b.id, '四级冲刺班', { ownerUserId: b.userId }),
      adminDisbandGrade: () => null,
    });

  it('shows each class with its owner and organisation, and no actions on a disbanded one', async () => {
    render(withProviders(<GradePage />, server()));
    const row = await waitFor(() => tableRowOf('四级冲刺班'));
    expect(within(row).getAllByText('启航教育机构')).toHaveLength(2);
    expect(within(row).getByText('12/30')).toBeTruthy();
    const disbanded = tableRowOf('已解散的班');
    expect(within(disbanded).getByText('已解散')).toBeTruthy();
    expect(within(disbanded).queryByRole('button', { name: /转\s*让/ })).toBeNull();
  });

  it('disbands a class only after confirming', async () => {
    const fake = server();
    render(withProviders(<GradePage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('四级冲刺班'))).getByRole('button', { name: /解\s*散/ }));
    expect(await screen.findByText('学员会收到通知，尚未开始的班级考试将取消，解散后不能恢复。')).toBeTruthy();
    expect(fake.inputsOf('adminDisbandGrade')).toHaveLength(0);
    await popconfirmOk(/解\s*散/);
    await waitFor(() => expect(fake.inputsOf('adminDisbandGrade')).toEqual([{ id: '31' }]));
  });

  it('transfers a class to a teacher found by name', async () => {
    const fake = server();
    render(withProviders(<GradePage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('四级冲刺班'))).getByRole('button', { name: /转\s*让/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '老师' } });
    fireEvent.click(await screen.findByText(/李老师/));
    fireEvent.click(within(dialog).getByRole('button', { name: /转\s*让/ }));
    await waitFor(() => expect(fake.inputsOf('adminTransferGrade')).toEqual([{ id: '31', userId: '1' }]));
    expect(
      fake
        .inputsOf('adminPageUsers')
        .map((b) => b.userType)
        .sort(),
    ).toEqual([2, 3]);
  });
});

describe('organisations page', () => {
  it('lists the organisations with their teachers, read only, and links to the user console', async () => {
    const org: GradeOrg = {
      userId: '3',
      nickname: '启航教育机构',
      mobile: '13800000003',
      statusId: 1,
      gradeCount: 2,
      teachers: [
        { userId: '101', lecturerName: '李老师' },
        { userId: '102', lecturerName: '张老师' },
      ],
    };
    const fake = fakeApi({ adminPageGradeOrgs: () => pageOf([org]) });
    render(
      withProviders(
        <MemoryRouter>
          <GradeOrgPage />
        </MemoryRouter>,
        fake,
      ),
    );
    const row = await waitFor(() => tableRowOf('启航教育机构'));
    expect(within(row).getByText('李老师')).toBeTruthy();
    expect(within(row).getByText('张老师')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: '用户' }).getAttribute('href')).toBe('/admin/user/list');
  });
});
