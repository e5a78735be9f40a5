import type { WalletView } from '@school/contracts';
import { Alert } from 'antd';
import { yuan } from './api';
import './wallet.css';

/** The four figures of my wallet, and why withdrawals stop when it does not add up. */
export function WalletFigures({ wallet }: { wallet: WalletView }) {
  const figures = [
    { label: '可提现', value: wallet.available, main: true },
    { label: '累计收入', value: wallet.totalIncome },
    { label: '提现中', value: wallet.frozen },
    { label: '已提现', value: wallet.paidOut },
  ];
  return (
    <>
      {wallet.isNormal === 0 ? (
        <Alert
          className="account-card__alert"
          type="error"
          showIcon
          title="账户异常，请联系客服"
          description="为保障资金安全，账户核对完成前暂停提现。"
        />
      ) : null}
      <dl className="wallet-figures">
        {figures.map((figure) => (
          <div key={figure.label} className={figure.main ? 'wallet-figure wallet-figure--main' : 'wallet-figure'}>
            <dt>{figure.label}</dt>
            <dd>{yuan(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
