import { contentContracts as content, ProductType, type VipSet } from '@school/contracts';
import { CrownFilled, UserOutlined } from '@ant-design/icons';
import { App, Avatar } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Picture } from '~/components/picture';
import { EmptyState } from '~/components/empty-state';
import { VipSetCard } from '~/features/content/components/vip-set-card';
import type { PayDialogSlot, PayProduct } from '~/components/pay-dialog-slot';
import { useApi } from '~/lib/api-context';
import { createServerApi } from '~/lib/server-api';
import { refreshUser, saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import './vip-page.css';

/**
 * /vip: the VIP sets, read as a visitor like every page (decision 0016). A signed-in reader's own
 * membership comes from their user, read in the browser.
 */
export async function loadVipPage({ request, context }: LoaderFunctionArgs) {
  const vip = await createServerApi(context, request).storeRequest(content.listVipSet);
  return { vip };
}

function MembershipCard() {
  const user = useSchoolStore((state) => state.userInfo);
  if (!user) {
    // A signed-in reader whose user is still being read sees a placeholder (decision 0016).
    return (
      <>
        <div className="vip-status visitor-only">
          <Avatar size={56} icon={<UserOutlined />} />
          <div className="vip-status__text">
            <p className="vip-status__name">您还未登录</p>
            <p className="vip-status__note">登录后查看您的会员状态</p>
          </div>
          <Link to="/login" className="vip-status__action">
            登录 / 注册
          </Link>
        </div>
        <div className="vip-status reader-pending" aria-hidden="true">
          <Avatar size={56} icon={<UserOutlined />} />
          <div className="vip-status__text">
            <span className="placeholder-block vip-status__pending" />
          </div>
        </div>
      </>
    );
  }
  const name = user.nickname || user.mobile;
  const isVip = user.isVip === 1;
  const { vipExpireTime } = user;
  return (
    <div className={isVip ? 'vip-status vip-status--vip' : 'vip-status'}>
      <Avatar size={56} src={user.headImgUrl ? <Picture src={user.headImgUrl} sizes="56px" alt="" /> : undefined}>
        {name.slice(0, 1)}
      </Avatar>
      <div className="vip-status__text">
        <p className="vip-status__name">
          {name}
          {isVip ? (
            <span className="vip-mark">
              <CrownFilled /> VIP
            </span>
          ) : null}
        </p>
        <p className="vip-status__note">
          {isVip
            ? vipExpireTime
              ? `VIP会员有效期至 ${vipExpireTime.slice(0, 10)}`
              : 'VIP会员（长期有效）'
            : '您还不是VIP会员，开通后全站会员课程畅学'}
        </p>
      </div>
    </div>
  );
}

/** The order feature's pay dialog comes in from the route. */
export function VipPage({ PayDialog }: { PayDialog: PayDialogSlot }) {
  const { vip } = useLoaderData<typeof loadVipPage>();
  const isVip = useSchoolStore((state) => state.userInfo?.isVip === 1);
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const api = useApi();
  const store = useSchoolStoreApi();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [paying, setPaying] = useState<PayProduct | null>(null);
  const buy = (set: VipSet) => {
    if (!signedIn) {
      void message.info('请先登录，登录后即可开通会员');
      saveReturnAddress(store, '/vip');
      void navigate('/login');
      return;
    }
    setPaying({ productType: ProductType.vipSet, productId: set.id });
  };
  // The membership's new end date comes with the reader's user.
  const paid = useCallback(() => void refreshUser(store, api).catch(() => undefined), [store, api]);
  const featuredIndex = vip.vipSetList.length > 1 ? vip.vipSetList.length - 1 : -1;
  return (
    <div className="vip-page">
      <section className="vip-hero">
        <div className="page-width vip-hero__inner">
          <div>
            <h1 className="vip-hero__title">
              <CrownFilled /> VIP会员
            </h1>
            <p className="vip-hero__lead">全站会员课程畅学，直播优先预约，学习资料免费下载</p>
          </div>
          <MembershipCard />
        </div>
      </section>
      <div className="page-width">
        <section className="vip-sets" aria-labelledby="vip-sets-title">
          <h2 id="vip-sets-title" className="vip-sets__title">
            选择会员套餐
          </h2>
          {vip.vipSetList.length > 0 ? (
            <>
              <div className="vip-sets__list">
                {vip.vipSetList.map((set, index) => (
                  <VipSetCard key={set.id} set={set} featured={index === featuredIndex} isVip={isVip} onBuy={buy} />
                ))}
              </div>
              <p className="vip-sets__notice">续费从当前会员到期日顺延；支付成功后立即生效</p>
            </>
          ) : (
            <EmptyState title="暂无可开通的会员套餐" />
          )}
        </section>
      </div>
      <PayDialog start={paying} onClose={() => setPaying(null)} onPaid={paid} />
    </div>
  );
}
