import type { Referee, ReferralSharing } from '@school/contracts';
import { Avatar, App, Button, Card, Empty, Input, Space } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { PagedList } from '~/components/paged-list';
import { Picture } from '~/components/picture';
import { QrImage } from '~/components/qr-image';
import { QueryContent } from '~/components/query-content';
import { REFEREE_PAGE_SIZE, referralQueries } from '../referral/api';
import '../referral/referral.css';
import { yuan } from '../wallet/api';
import '../wallet/wallet.css';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';
import { useSchoolStore } from '~/lib/store';

/** 我的推荐 (?page=N): my code, link and poster to share, the people who came through it and what they brought me. */
export function ReferralPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const sharing = usePersonalQuery(referralQueries.sharing(api));
  const referees = usePersonalQuery(referralQueries.referees(api, { pageCurrent: page, pageSize: REFEREE_PAGE_SIZE }));

  return (
    <AccountPage
      title="我的推荐"
      note="好友通过您的链接或推荐码注册后购买课程，您可获得佣金，7 天退款期后计入我的收益"
      actions={
        <Link to="/account/earnings">
          <Button>我的收益</Button>
        </Link>
      }
    >
      <QueryContent query={sharing} rows={4}>
        {(mine) => <SharingCard {...mine} />}
      </QueryContent>
      <Card className="account-card" title="我推荐的好友">
        <QueryContent query={referees}>
          {(list) => (
            <>
              <dl className="wallet-figures referral-figures">
                <div className="wallet-figure wallet-figure--main">
                  <dt>累计推荐佣金</dt>
                  <dd>{yuan(list.totalCommission)}</dd>
                </div>
                <div className="wallet-figure">
                  <dt>推荐好友</dt>
                  <dd>{list.totalCount} 人</dd>
                </div>
              </dl>
              <PagedList
                listClassName="wallet-list"
                pageSize={REFEREE_PAGE_SIZE}
                page={list}
                onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
                empty={<Empty className="account-page__empty" description="还没有好友通过您的链接注册，快去分享吧" />}
              >
                {(referee) => <RefereeRow key={`${referee.mobile}-${referee.gmtCreate}`} referee={referee} />}
              </PagedList>
            </>
          )}
        </QueryContent>
      </Card>
    </AccountPage>
  );
}

function SharingCard({ referralCode, link, visitCount }: ReferralSharing) {
  const { message } = App.useApp();
  const siteName = useSchoolStore((state) => state.webInfo?.siteNamePc ?? '');
  const nickname = useSchoolStore((state) => state.userInfo?.nickname ?? '');
  const [qr, setQr] = useState('');
  const onDrawn = useCallback((url: string) => setQr(url), []);
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(`${what}已复制`);
    } catch {
      void message.info(`请手动复制${what}`);
    }
  };
  return (
    <Card className="account-card" title="分享给好友">
      <div className="referral-share">
        <div className="referral-share__text">
          <p className="referral-share__label">我的推荐码</p>
          <p className="referral-share__code">{referralCode}</p>
          <p className="referral-share__label">推荐链接（已被打开 {visitCount} 次）</p>
          <Space.Compact block>
            <Input readOnly value={link} aria-label="推荐链接" />
            <Button type="primary" onClick={() => void copy(link, '推荐链接')}>
              复制链接
            </Button>
          </Space.Compact>
          <p className="referral-share__hint">
            好友打开链接后 30 天内注册即成为您推荐的好友；也可在注册时填写推荐码 {referralCode}
          </p>
          <Button onClick={() => void copy(referralCode, '推荐码')}>复制推荐码</Button>
        </div>
        <figure className="referral-poster" aria-label="推荐海报">
          <p className="referral-poster__school">{siteName}</p>
          <p className="referral-poster__title">{nickname ? `${nickname} 邀请您一起学英语` : '邀请您一起学英语'}</p>
          <QrImage className="referral-poster__qr" text={link} label="推荐链接二维码" size={160} onDrawn={onDrawn} />
          <figcaption>扫码注册 · 推荐码 {referralCode}</figcaption>
          {qr ? (
            <a className="referral-poster__save" href={qr} download={`推荐码-${referralCode}.png`}>
              保存二维码
            </a>
          ) : null}
        </figure>
      </div>
    </Card>
  );
}

function RefereeRow({ referee }: { referee: Referee }) {
  return (
    <li className="wallet-row">
      <Avatar size={40} src={referee.headImgUrl ? <Picture src={referee.headImgUrl} sizes="40px" alt="" /> : undefined}>
        {referee.nickname.slice(0, 1)}
      </Avatar>
      <div className="wallet-row__text">
        <div className="wallet-row__title">{referee.nickname}</div>
        <p className="wallet-row__facts">
          <span>{referee.mobile}</span>
          <span>注册于 {referee.gmtCreate}</span>
        </p>
      </div>
      <span className="wallet-row__amount">{yuan(referee.commission)}</span>
    </li>
  );
}
