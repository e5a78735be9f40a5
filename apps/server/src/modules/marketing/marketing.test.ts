import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CounselAdminListBody, type CounselSave, marketingContracts } from '@school/contracts';
import type { ContractCallOptions, ContractInput } from '../../testing/call.ts';
import { createTestApp, DEMO_SITE_ID, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each call from its own address unless a test names one, so the per-address limit bites only where meant. */
let nextIp = 1;
const save = (body: ContractInput<typeof marketingContracts.saveCounsel>, options: ContractCallOptions = {}) =>
  t.call(marketingContracts.saveCounsel, body, { ...options, ip: options.ip ?? `10.0.0.${nextIp++}` });
const enquiry = (mobile: string, extra: Partial<CounselSave> = {}) => ({
  name: '王同学',
  mobile,
  courseName: '雅思口语',
  message: '想了解周末班的上课时间',
  ...extra,
});
const listed = (body: CounselAdminListBody = {}) =>
  t.call(marketingContracts.adminListCounsel, body, { as: 'operator' });
const counselRows = () => t.db.selectFrom('counsel').selectAll().execute();

describe('enrolment enquiries from /onlineRegistration', () => {
  it('saves a visitor’s enquiry, naming the course of interest', async () => {
    const course = await t.db
      .selectFrom('course')
      .select(['id', 'course_name'])
      .where('site_id', '=', DEMO_SITE_ID)
      .where('course_name', '=', '雅思 7 分全科系统班')
      .executeTakeFirstOrThrow();
    const res = await save(enquiry('13911110001', { courseId: String(course.id), courseName: '随便写的' }));
    expect(res).toMatchObject({ status: 200, code: 200, data: null });
    const rows = await counselRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      site_id: DEMO_SITE_ID,
      counsel_name: '王同学',
      mobile: '13911110001',
      course_id: course.id,
      course_name: '雅思 7 分全科系统班',
      user_id: 0,
      follow_status: 0,
    });
  });

  it('remembers the signed-in learner who sent it', async () => {
    await save(enquiry('13911110002'), { as: 'learner' });
    const row = (await counselRows()).find((item) => item.mobile === '13911110002')!;
    expect(row.user_id).toBeGreaterThan(0);
    expect(row.course_name).toBe('雅思口语');
  });

  it('refuses malformed mobiles, missing names and unknown courses, saving nothing', async () => {
    const before = (await counselRows()).length;
    for (const mobile of ['1391111000', '139111100011', '12911110003', '23911110003', '1391111000a', '']) {
      expect(await save(enquiry(mobile)), mobile).toMatchObject({
        status: 400,
        code: 400,
        msg: '参数错误：mobile 格式不正确',
      });
    }
    expect(await save({ ...enquiry('13911110003'), name: '' })).toMatchObject({
      code: 400,
      msg: '参数错误：name 不能为空',
    });
    expect(await save({ ...enquiry('13911110003'), name: '   ' })).toMatchObject({ code: 400, msg: '请填写姓名' });
    expect(await save({ ...enquiry('13911110003'), name: '<script>' })).toMatchObject({ code: 400 });
    expect(await save({ ...enquiry('13911110003'), message: 'x'.repeat(501) })).toMatchObject({ code: 400 });
    expect(await save(enquiry('13911110003', { courseId: '123456789' }))).toMatchObject({
      status: 404,
      msg: '意向课程不存在或已下架',
    });
    const offShelf = await t.db
      .selectFrom('course')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('is_put_away', '=', 0)
      .executeTakeFirstOrThrow();
    expect(await save(enquiry('13911110003', { courseId: String(offShelf.id) }))).toMatchObject({ code: 404 });
    const onShelf = await t.db
      .selectFrom('course')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('is_put_away', '=', 1)
      .executeTakeFirstOrThrow();
    expect(await save(enquiry('13911110003', { courseId: String(onShelf.id) }), { site: OTHER_SITE_ID })).toMatchObject(
      { code: 404 },
    );
    expect((await counselRows()).length).toBe(before);
  });

  it('lets one mobile send three a day, then answers 429 in Chinese', async () => {
    for (let i = 0; i < 3; i++) expect((await save(enquiry('13911110009'))).code).toBe(200);
    expect(await save(enquiry('13911110009'))).toMatchObject({
      status: 429,
      code: 429,
      msg: '该手机号今天已提交过多次咨询，我们会尽快与您联系',
    });
    expect((await counselRows()).filter((row) => row.mobile === '13911110009')).toHaveLength(3);
    // The same number at another school is another school's business.
    expect((await save(enquiry('13911110009'), { site: OTHER_SITE_ID })).code).toBe(200);
  });

  it('lets one address send ten an hour, then answers 429', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++)
      expect((await save(enquiry(`1370000${String(i).padStart(4, '0')}`), { ip })).code).toBe(200);
    expect(await save(enquiry('13700009999'), { ip })).toMatchObject({ code: 429, msg: '提交过于频繁，请稍后再试' });
  });
});

describe('enquiries in the console', () => {
  it('is for operators only', async () => {
    expect(await t.call(marketingContracts.adminListCounsel, {})).toMatchObject({ status: 401, code: 303 });
    expect(await t.call(marketingContracts.adminListCounsel, {}, { as: 'learner' })).toMatchObject({ code: 302 });
    expect(
      await t.call(marketingContracts.followCounsel, { id: '1', followRemark: 'x' }, { as: 'learner' }),
    ).toMatchObject({ code: 302 });
  });

  it('pages the enquiries newest first with full mobiles, filtered by state and mobile', async () => {
    const all = await listed({ pageSize: 100 });
    expect(all.code).toBe(200);
    const total = (await counselRows()).filter((row) => row.site_id === DEMO_SITE_ID).length;
    expect(all.data.totalCount).toBe(total);
    const times = all.data.list.map((item) => item.gmtCreate);
    expect(times).toEqual([...times].sort().reverse());
    const first = all.data.list.find((item) => item.mobile === '13911110001')!;
    expect(first).toMatchObject({ name: '王同学', courseName: '雅思 7 分全科系统班', followStatus: 0, gmtFollow: '' });
    const page = await listed({ pageSize: 5, pageCurrent: 2 });
    expect(page.data.list).toHaveLength(5);
    expect((await listed({ mobile: '139111100' })).data.list.every((item) => item.mobile.startsWith('139111100'))).toBe(
      true,
    );
    expect(await listed({ mobile: '13a' })).toMatchObject({ code: 400 });
    expect(await listed({ pageSize: 101 })).toMatchObject({ code: 400 });
    const other = await t.call(marketingContracts.adminListCounsel, {}, { as: 'otherOperator' });
    expect(other.data.list.map((item) => item.mobile)).toEqual(['13911110009']);
  });

  it('marks an enquiry followed up with a note', async () => {
    const target = (await listed({ mobile: '13911110001' })).data.list[0]!;
    const res = await t.call(
      marketingContracts.followCounsel,
      { id: target.id, followRemark: '已电话联系，约周六试听' },
      { as: 'operator' },
    );
    expect(res.data).toMatchObject({ followStatus: 1, followRemark: '已电话联系，约周六试听' });
    expect(res.data.gmtFollow).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const waiting = await listed({ followStatus: 0, pageSize: 100 });
    expect(waiting.data.list.map((item) => item.id)).not.toContain(target.id);
    expect((await listed({ followStatus: 1 })).data.list.map((item) => item.id)).toEqual([target.id]);
  });

  it('refuses an empty note, unknown enquiries and another school’s enquiries', async () => {
    const target = (await listed({ mobile: '13911110002' })).data.list[0]!;
    expect(
      await t.call(marketingContracts.followCounsel, { id: target.id, followRemark: '  ' }, { as: 'operator' }),
    ).toMatchObject({ code: 400, msg: '请填写跟进备注' });
    expect(
      await t.call(marketingContracts.followCounsel, { id: '123456789', followRemark: '已联系' }, { as: 'operator' }),
    ).toMatchObject({ code: 404 });
    expect(
      await t.call(marketingContracts.followCounsel, { id: target.id, followRemark: '越权' }, { as: 'otherOperator' }),
    ).toMatchObject({ code: 404 });
    const row = (await counselRows()).find((item) => item.id === Number(target.id))!;
    expect(row.follow_status).toBe(0);
  });
});
