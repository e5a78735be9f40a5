import { PRODUCT_TYPE_NAMES, type LecturerIncomeLine } from '@school/contracts';
import { Button, Card, Empty, Segmented, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { rangeStart, SHARE_STATES, WALLET_PAGE_SIZE, walletQueries, yuan } from '../wallet/api';
import { IncomeChart } from '../wallet/income-chart';
import { WalletFigures } from '../wallet/wallet-figures';
import { PagedList } from '~/components/paged-list';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

const RANGES = [
  { label: '近 7 天', value: '7' },
  { label: '近 30 天', value: '30' },
  { label: '近 90 天', value: '90' },
];

/** 我的收益 (?days=7|30|90&page=N): my wallet, my share of sales per day, and each sale. */
export function EarningsPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const days = RANGES.some((range) => range.value === params.get('days')) ? params.get('days')! : '7';
  const page = pageOf(params.get('page'));
  const account = usePersonalQuery(walletQueries.account(api));
  const income = usePersonalQuery(
    walletQueries.income(api, {
      beginDate: rangeStart(Number(days)),
      isChart: 1,
      pageCurrent: page,
      pageSize: WALLET_PAGE_SIZE,
    }),
  );
  const show = (next: { days?: string; page?: number }) => {
    const query: Record<string, string> = {};
    const nextDays = next.days ?? days;
    if (nextDays !== '7') query.days = nextDays;
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  return (
    <AccountPage
      title="我的收益"
      note="课程和试卷售出后，分成在 7 天退款期过后入账"
      actions={
        <Link to="/account/draw_money">
          <Button type="primary">申请提现</Button>
        </Link>
      }
    >
      <QueryContent query={account} rows={2}>
        {(wallet) => <WalletFigures wallet={wallet} />}
      </QueryContent>
      <Card
        className="account-card"
        title="收入趋势"
        extra={
          <Segmented
            className="wallet-range"
            value={days}
            options={RANGES}
            onChange={(next) => show({ days: String(next) })}
          />
        }
      >
        <QueryContent query={income} rows={4}>
          {(data) => (
            <>
              <p className="account-card__note">
                区间合计 <strong className="wallet-amount">{yuan(data.totalAmount)}</strong>
              </p>
              <IncomeChart days={data.chart} />
            </>
          )}
        </QueryContent>
      </Card>
      <Card className="account-card" title="收入明细">
        <QueryContent query={income}>
          {(data) => (
            <PagedList
              listClassName="wallet-list"
              pageSize={WALLET_PAGE_SIZE}
              page={data}
              onPage={(next) => show({ page: next })}
              empty={<Empty className="account-page__empty" description="这段时间还没有售出记录" />}
            >
              {(line) => <IncomeRow key={line.orderNo} line={line} />}
            </PagedList>
          )}
        </QueryContent>
      </Card>
    </AccountPage>
  );
}

function IncomeRow({ line }: { line: LecturerIncomeLine }) {
  const state = SHARE_STATES[line.shareState];
  return (
    <li className="wallet-row">
      <div className="wallet-row__text">
        <div className="wallet-row__title">
          <Tag>{PRODUCT_TYPE_NAMES[line.productType] ?? '商品'}</Tag>
          <span>{line.productName}</span>
          {state ? <Tag color={state.color}>{state.label}</Tag> : null}
        </div>
        <p className="wallet-row__facts">
          <span>买家 {line.buyerMobile}</span>
          <span>实付 {yuan(line.paidPrice)}</span>
          <span>{line.payTime}</span>
          <span>订单号 {line.orderNo}</span>
        </p>
      </div>
      <span className="wallet-row__amount">+{yuan(line.lecturerAmount)}</span>
    </li>
  );
}
