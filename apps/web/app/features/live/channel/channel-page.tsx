import { liveContracts, LiveStatus, type LiveChannel } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Popconfirm, Result, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { ChannelLogs } from './channel-logs';
import { CHANNEL_KEY, channelLogsQuery, channelQuery } from './channel-queries';
import { StreamPreview } from './stream-preview';
import './channel.css';

/** 推流设置: where and with which key OBS pushes, the viewers' password, my stream and my broadcasts. */
export function ChannelPage() {
  const api = useApi();
  const channel = usePersonalQuery(channelQuery(api));
  return (
    <AccountPage title="推流设置" note="用 OBS 等推流软件把画面推到您的直播频道">
      <QueryContent query={channel} rows={6}>
        {(data) => (data.channel ? <Channel channel={data.channel} /> : <ApplyFirst reason={data.refusal ?? ''} />)}
      </QueryContent>
    </AccountPage>
  );
}

function ApplyFirst({ reason }: { reason: string }) {
  return (
    <Result
      status="info"
      title="您还没有直播权限"
      subTitle={`${reason}。在讲师信息页申请直播权限，运营人员审核通过后即可在这里拿到推流地址和密钥。`}
      extra={
        <Link to="/account/teacher">
          <Button type="primary">去申请直播权限</Button>
        </Link>
      }
    />
  );
}

function Channel({ channel }: { channel: LiveChannel }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  // The full key comes once (a new channel, a reset); it stays on screen until the page is left.
  const [keptKey, setKeptKey] = useState(channel.keyShownInFull ? channel.streamKey : '');
  const fullKey = channel.keyShownInFull ? channel.streamKey : keptKey;
  const [resetting, setResetting] = useState(false);

  const resetKey = async () => {
    setResetting(true);
    try {
      const next = await api.call(liveContracts.resetChannelToken);
      setKeptKey(next.streamKey);
      queryClient.setQueryData(CHANNEL_KEY, { channel: next });
      message.success('已生成新的推流密钥，请在 OBS 中换上新密钥');
    } catch {
      // The request layer has shown why.
    } finally {
      setResetting(false);
    }
  };

  return (
    <>
      {channel.channelStatus !== 1 ? (
        <Alert
          className="channel-alert"
          type="error"
          showIcon
          title="您的直播频道已被运营人员停用，暂时不能推流；如有疑问请联系网站客服。"
        />
      ) : null}
      <Card className="account-card" title="推流地址与密钥">
        <dl className="channel-keys">
          <dt>服务器</dt>
          <dd>
            <Typography.Text code copyable={{ text: channel.pushUrl, tooltips: ['复制服务器地址', '已复制'] }}>
              {channel.pushUrl}
            </Typography.Text>
          </dd>
          <dt>串流密钥</dt>
          <dd>
            {fullKey ? (
              <Typography.Text code copyable={{ text: fullKey, tooltips: ['复制串流密钥', '已复制'] }}>
                {fullKey}
              </Typography.Text>
            ) : (
              <Typography.Text code>{channel.streamKey}</Typography.Text>
            )}
          </dd>
        </dl>
        {fullKey ? (
          <Alert
            className="channel-alert"
            type="warning"
            showIcon
            title="密钥只完整显示这一次，请现在复制到 OBS。离开本页后只显示末四位；忘记了可以重置。"
          />
        ) : (
          <p className="account-card__hint">密钥已打码。忘记密钥或怀疑泄露时请重置，重置后会显示新密钥。</p>
        )}
        <Popconfirm
          title="重置推流密钥？"
          description="旧密钥立即失效，正在用旧密钥的推流会被切断。"
          okText="重置"
          cancelText="取消"
          onConfirm={resetKey}
        >
          <Button loading={resetting}>重置密钥</Button>
        </Popconfirm>
      </Card>

      <Card className="account-card" title="在 OBS 中设置">
        <ol className="channel-steps">
          <li>打开 OBS，点击右下角“设置”，选择左侧的“推流”。</li>
          <li>“服务”选“自定义”，把上面的服务器地址粘贴到“服务器”。</li>
          <li>把串流密钥粘贴到“串流密钥”，点击“确定”。</li>
          <li>课时开始前 30 分钟内点击“开始推流”，课时即自动开播；断线 5 分钟内重新推流仍是同一节课。</li>
        </ol>
      </Card>

      <ChannelState channel={channel} />
      <PasswordCard channel={channel} />

      <Card className="account-card" title="直播记录">
        <ChannelLogs />
      </Card>
    </>
  );
}

/** Pushing or not, viewers now, and my stream while a lesson of mine is live. */
function ChannelState({ channel }: { channel: LiveChannel }) {
  const api = useApi();
  const logs = usePersonalQuery(channelLogsQuery(api, 1));
  const live = logs.data?.list.find((log) => log.liveStatus === LiveStatus.live);
  return (
    <Card className="account-card" title="频道状态">
      <Space wrap className="channel-state">
        {channel.isPushing ? <Tag color="red">推流中</Tag> : <Tag>未推流</Tag>}
        <span>当前观看 {channel.viewers} 人</span>
        {live ? <span>正在直播：{live.periodName}</span> : null}
      </Space>
      {live ? (
        <StreamPreview periodId={live.periodId} />
      ) : (
        <p className="account-card__hint">开始推流后，这里会显示学员看到的画面（有几秒延迟）。</p>
      )}
    </Card>
  );
}

function PasswordCard({ channel }: { channel: LiveChannel }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [passwd, setPasswd] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async (next: string) => {
    setSaving(true);
    try {
      const updated = await api.call(liveContracts.updateChannelPasswd, { passwd: next });
      queryClient.setQueryData(CHANNEL_KEY, { channel: updated });
      setPasswd('');
      message.success(next ? '观看密码已设置' : '观看密码已取消');
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="account-card" title="观看密码">
      <p className="account-card__hint">
        {channel.hasPasswd
          ? '已设置观看密码：学员每节课输入一次才能进入直播间。'
          : '未设置观看密码：买了课程的学员都能直接进入直播间。'}
      </p>
      <Space.Compact className="channel-passwd">
        <Input.Password
          aria-label="新的观看密码"
          placeholder="4–20 位，不含空格"
          maxLength={20}
          value={passwd}
          onChange={(event) => setPasswd(event.target.value)}
        />
        <Button type="primary" loading={saving} disabled={passwd.length === 0} onClick={() => void save(passwd)}>
          {channel.hasPasswd ? '修改密码' : '设置密码'}
        </Button>
      </Space.Compact>
      {channel.hasPasswd ? (
        <Popconfirm title="取消观看密码？" okText="取消密码" cancelText="保留" onConfirm={() => save('')}>
          <Button type="link" danger>
            取消密码
          </Button>
        </Popconfirm>
      ) : null}
    </Card>
  );
}
