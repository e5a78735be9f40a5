import { describe, expect, it } from 'vitest';
import { withdrawalCsv } from './withdrawal-csv';

const row = {
  id: '7001',
  userId: '42',
  amount: 1250.5,
  bankName: '中国工商银行, 北京分行',
  cardNo: '6222020200112233446',
  accountName: '陈"老师"',
  withdrawalState: 1,
  reference: '',
  reason: '',
  handledTime: '',
  gmtCreate: '2026-11-26 21:18:15',
  mobile: '13800000002',
  nickname: '李婷老师',
};

describe('the withdrawal CSV for the bank', () => {
  it('has a UTF-8 mark, a header, the card as text and quoted commas and quotes', () => {
    const csv = withdrawalCsv([row]);
    expect(csv.startsWith('\uFEFF申请编号,开户人,开户银行,银行卡号,金额（元）,手机号,申请时间\r\n')).toBe(true);
    const line = csv.split('\r\n')[1];
    expect(line).toBe(
      '7001,"陈""老师""","中国工商银行, 北京分行",\t6222020200112233446,1250.50,13800000002,2026-11-26 21:18:15',
    );
  });
});
