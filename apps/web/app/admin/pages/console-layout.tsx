import { useEffect, useMemo, useState } from 'react';
import {
  Link,
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  type ClientLoaderFunctionArgs,
} from 'react-router';
import { App, Avatar, Button, Layout, Menu, Space, Spin, Typography, type MenuProps } from 'antd';
import { ExportOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { systemContracts as sys, type Operator } from '@school/contracts';
import { adminRequest, callAdmin, clearAdminToken, getAdminToken, setSessionInvalidHandler } from '../lib/admin-api';
import { adminMenu, findMenuEntry, type AdminMenuItem } from '../lib/menu';
import { loginPathFor } from '../lib/redirect';
import type { ConsoleContext } from '../lib/console-context';
import { readShellSiteId } from '../lib/site-id';

/** Every console page sits in here: checks the operator's session first (client only). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const login = loginPathFor(url.pathname + url.search);
  readShellSiteId();
  if (!getAdminToken()) throw redirect(login);
  try {
    const operator = await adminRequest<Operator>(sys.viewOperator.method, sys.viewOperator.url, undefined, {
      redirectOnSessionInvalid: false,
    });
    return { operator };
  } catch {
    clearAdminToken();
    throw redirect(login);
  }
}

export function HydrateFallback() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" description="正在进入运营后台…" />
    </div>
  );
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

export default function ConsoleLayout() {
  const { operator } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();

  // A session that ends while working sends the operator back to sign in, then here again.
  useEffect(
    () =>
      setSessionInvalidHandler(() => {
        queryClient.clear();
        void navigate(loginPathFor(window.location.pathname + window.location.search), { replace: true });
      }),
    [navigate, queryClient],
  );

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
      await callAdmin(sys.logoutOperator);
    } catch {
      // Signing out locally is enough when the server already forgot the session.
    }
    clearAdminToken();
    queryClient.clear();
    message.success('已退出登录');
    void navigate('/admin/login', { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={216} theme="dark" style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
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
  );
}
