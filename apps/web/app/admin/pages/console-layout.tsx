import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { App, Avatar, Button, Layout, Menu, Space, Spin, Typography, type MenuProps } from 'antd';
import { ExportOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { systemContracts as sys } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { systemQueries } from '../features/system/api/queries';
import { clearAdminToken, getAdminToken } from '../lib/console-api';
import { adminMenu, findMenuEntry, type AdminMenuItem } from '../lib/menu';
import { loginPathFor } from '../lib/redirect';
import type { ConsoleContext } from '../lib/console-context';
import './console-layout.css';

const noSubscription = () => () => {};

function Entering() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" description="正在进入运营后台…" />
    </div>
  );
}

/**
 * Every console page sits in here. The operator's session is checked in the browser (the token
 * lives in localStorage): without a token, or when the check fails, the operator goes to sign in
 * and comes back here afterwards. The server renders only the "entering" screen.
 */
export default function ConsoleLayout() {
  const api = useApi();
  const navigate = useNavigate();
  // Read in the browser only (the server has no localStorage and renders the "entering" screen).
  const hasToken = useSyncExternalStore(
    noSubscription,
    () => Boolean(getAdminToken()),
    () => undefined,
  );
  useEffect(() => {
    if (hasToken === false)
      void navigate(loginPathFor(window.location.pathname + window.location.search), { replace: true });
  }, [hasToken, navigate]);
  const operator = useQuery({ ...systemQueries.operator(api), enabled: hasToken === true, staleTime: Infinity });
  useEffect(() => {
    if (!operator.isError) return;
    clearAdminToken();
    void navigate(loginPathFor(window.location.pathname + window.location.search), { replace: true });
  }, [operator.isError, navigate]);

  if (!operator.data) return <Entering />;
  return <Console operator={operator.data} />;
}

const toMenuItems = (items: AdminMenuItem[]): MenuProps['items'] =>
  items.map((item) => {
    const Icon = item.icon;
    return {
      key: item.path ?? item.key,
      label: item.label,
      icon: Icon ? <Icon /> : undefined,
      children: item.children ? toMenuItems(item.children) : undefined,
    };
  });

function Console({ operator }: ConsoleContext) {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();

  const entry = findMenuEntry(location.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(entry?.parents ?? []);
  const parentsKey = entry?.parents.join('/') ?? '';
  // Opening another page opens its menu group too (adjusting state while rendering, not in an effect).
  const [seenParentsKey, setSeenParentsKey] = useState(parentsKey);
  if (parentsKey !== seenParentsKey) {
    setSeenParentsKey(parentsKey);
    if (parentsKey) setOpenKeys((keys) => Array.from(new Set([...keys, ...parentsKey.split('/')])));
  }
  const menuItems = useMemo(() => toMenuItems(adminMenu), []);

  const logout = async () => {
    try {
      await api.call(sys.logoutOperator);
    } catch {
      // Signing out locally is enough when the server already forgot the session.
    }
    clearAdminToken();
    queryClient.clear();
    message.success('已退出登录');
    void navigate('/admin/login', { replace: true });
  };

  return (
    <div className="console-layout">
      <p className="console-layout__desktop-note">运营后台为电脑设计，在手机上可左右滑动查看</p>
      <div className="console-layout__frame">
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Sider
            width={216}
            theme="dark"
            style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
          >
            <Link
              to="/admin"
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 10,
                height: 64,
                padding: '0 24px',
                color: '#fff',
                fontSize: 17,
                fontWeight: 600,
                whiteSpace: 'nowrap',
              }}
            >
              <span
                style={{
                  width: 28,
                  height: 28,
                  borderRadius: 6,
                  background: '#1677ff',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 15,
                }}
              >
                运
              </span>
              运营后台
            </Link>
            <Menu
              theme="dark"
              mode="inline"
              items={menuItems}
              selectedKeys={entry?.item.path ? [entry.item.path] : []}
              openKeys={openKeys}
              onOpenChange={setOpenKeys}
              onClick={({ key }) => void navigate(key)}
            />
          </Layout.Sider>
          <Layout>
            <Layout.Header
              style={{
                background: '#fff',
                padding: '0 24px',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                borderBottom: '1px solid #f0f0f0',
                position: 'sticky',
                top: 0,
                zIndex: 10,
              }}
            >
              <Typography.Text strong style={{ fontSize: 16 }}>
                {entry?.item.label ?? '运营后台'}
              </Typography.Text>
              <Space size="middle">
                <a href="/" target="_blank" rel="noreferrer">
                  <ExportOutlined /> 访问网站
                </a>
                <Space size={8}>
                  <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1677ff' }} />
                  <Typography.Text data-testid="operator-nickname">
                    {operator.nickname || operator.loginName}
                  </Typography.Text>
                </Space>
                <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout()}>
                  退出
                </Button>
              </Space>
            </Layout.Header>
            <Layout.Content style={{ padding: 24, minWidth: 960 }}>
              <Outlet context={{ operator } satisfies ConsoleContext} />
            </Layout.Content>
            <Layout.Footer style={{ textAlign: 'center', color: '#999', padding: '12px 24px' }}>运营后台</Layout.Footer>
          </Layout>
        </Layout>
      </div>
    </div>
  );
}
