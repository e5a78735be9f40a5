// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdvSave, DictSave, VipSetSave } from '@school/contracts';
import { hasAtMostTwoDecimals } from '../../../components/form-fields';
import { AdvFields, DictFields, VipSetFields } from './content-fields';
import { changeField, FormHarness, stubBrowserApis, submitForm, withProviders } from '../../../components/test-utils';

beforeAll(stubBrowserApis);
afterEach(cleanup);

const adv: AdvSave = {
  advTitle: '暑期集训营',
  advImg: '/files/a.png',
  advUrl: '/list',
  advTarget: '_self',
  advLocation: 'index_middle',
  platShow: 1,
  beginTime: '2026-07-01 00:00:00',
  endTime: '2026-08-01 00:00:00',
  sort: 1,
  statusId: 1,
};

const renderAdvFields = (onFinish: (v: AdvSave) => void) =>
  render(
    withProviders(
      <FormHarness initial={adv} onFinish={onFinish}>
        <AdvFields positions={[]} />
      </FormHarness>,
    ),
  );

describe('advert fields', () => {
  it('shows the schedule in the time inputs and submits wire times', async () => {
    const onFinish = vi.fn();
    renderAdvFields(onFinish);
    // the browser may drop zero seconds from the shown value
    expect((screen.getByLabelText('投放开始') as HTMLInputElement).value).toMatch(/^2026-07-01T00:00(:00)?$/);
    expect(screen.getByText('首页中部通栏，建议图片 1200×120')).toBeTruthy();
    changeField('投放结束', '2026-09-30T18:30');
    submitForm();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]![0]).toMatchObject({
      beginTime: '2026-07-01 00:00:00',
      endTime: '2026-09-30 18:30:00',
    });
  });

  it('refuses an end before the start, a bad position code, a script link and a missing image', async () => {
    const onFinish = vi.fn();
    renderAdvFields(onFinish);
    changeField('投放结束', '2026-06-30T23:59');
    changeField('广告位', '1-index');
    changeField('点击跳转', 'javascript:alert(1)');
    changeField('图片地址', '');
    submitForm();
    expect(await screen.findByText('投放结束时间须晚于开始时间')).toBeTruthy();
    expect(await screen.findByText('字母开头，只含字母、数字、_ 或 -，最多 30 位')).toBeTruthy();
    expect(await screen.findByText('请填写站内路径（如 /list）或以 http(s):// 开头的地址')).toBeTruthy();
    expect(await screen.findByText('请输入图片地址')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });
});

const vip: VipSetSave = {
  setName: '年卡',
  setPrice: 299,
  rulingPrice: 0,
  durationDays: 365,
  benefits: '',
  sort: 1,
  statusId: 1,
};

describe('VIP set fields', () => {
  it('knows two-decimal amounts', () => {
    expect([0, 9.9, 199.99, 0.1 + 0.2].map(hasAtMostTwoDecimals)).toEqual([true, true, true, true]);
    expect([199.999, 0.005].map(hasAtMostTwoDecimals)).toEqual([false, false]);
  });

  it('refuses three decimals and an original price below the price; 0 means no original price', async () => {
    const onFinish = vi.fn();
    render(
      withProviders(
        <FormHarness initial={vip} onFinish={onFinish}>
          <VipSetFields />
        </FormHarness>,
      ),
    );
    changeField('售价（元）', '199.999');
    changeField('原价（元）', '99');
    submitForm();
    expect(await screen.findByText('金额最多两位小数')).toBeTruthy();
    expect(await screen.findByText('原价不能低于售价')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    changeField('售价（元）', '199.9');
    changeField('原价（元）', '0');
    fireEvent.click(screen.getByRole('button', { name: '季' }));
    submitForm();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]![0]).toMatchObject({ setPrice: 199.9, rulingPrice: 0, durationDays: 90 });
  });

  it('needs a name', async () => {
    const onFinish = vi.fn();
    render(
      withProviders(
        <FormHarness initial={{ ...vip, setName: ' ' }} onFinish={onFinish}>
          <VipSetFields />
        </FormHarness>,
      ),
    );
    submitForm();
    expect(await screen.findByText('请输入套餐名称')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });
});

describe('dictionary fields', () => {
  it('checks the dictionary type code and requires name and value', async () => {
    const onFinish = vi.fn();
    const dict: DictSave = {
      dictType: 'problem-kind',
      dictLabel: '',
      dictValue: ' ',
      sort: 1,
      statusId: 1,
      remark: '',
    };
    render(
      withProviders(
        <FormHarness initial={dict} onFinish={onFinish}>
          <DictFields types={['problemKind']} />
        </FormHarness>,
      ),
    );
    submitForm();
    expect(await screen.findByText('字母开头，只含字母、数字或 _，最多 30 位')).toBeTruthy();
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(await screen.findByText('请输入值')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });
});
