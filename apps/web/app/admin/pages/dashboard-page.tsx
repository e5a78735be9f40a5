import { Link } from 'react-router';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { GlobalOutlined, LinkOutlined, MenuOutlined, PictureOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { systemContracts as sys } from '@school/contracts';
import { callAdmin } from '../lib/admin-api';
import { useConsole } from '../lib/console-context';

export function meta() {
  return [{ title: '概览 - 运营后台' }];
}

export default function DashboardPage() {
  const { operator } = useConsole();
  const info = useQuery({ queryKey: ['admin', 'website-info'], queryFn: () => callAdmin(sys.getWebsiteInfo) });
  const nav = useQuery({ queryKey: ['admin', 'nav-bar'], queryFn: () => callAdmin(sys.adminListNavBar) });
  const footer = useQuery({ queryKey: ['admin', 'website-nav'], queryFn: () => callAdmin(sys.adminListWebsiteNav) });
  const links = useQuery({ queryKey: ['admin', 'website-link'], queryFn: () => callAdmin(sys.adminListWebsiteLink) });
  const banners = useQuery({ queryKey: ['admin', 'banner'], queryFn: () => callAdmin(sys.adminListBanner) });

  const shortcuts = [
    {
      to: '/admin/site/info',
      icon: <GlobalOutlined />,
      title: '站点信息',
      desc: '网站名称、Logo、联系方式、备案、统计与客服代码',
      value: undefined as number | undefined,
      suffix: '',
    },
    {
      to: '/admin/site/nav',
      icon: <MenuOutlined />,
      title: '头部导航',
      desc: '网站顶部的导航菜单',
      value: nav.data?.length,
      suffix: '项',
    },
    {
      to: '/admin/site/footer',
      icon: <LinkOutlined />,
      title: '底部导航与友链',
      desc: '页脚的链接分组与友情链接',
      value: footer.data ? footer.data.filter((n) => n.parentId === '0').length : undefined,
      suffix: `组 · 友链 ${links.data?.length ?? '-'} 个`,
    },
    {
      to: '/admin/site/banner',
      icon: <PictureOutlined />,
      title: '轮播图',
      desc: '首页等页面的轮播图片',
      value: banners.data?.length,
      suffix: '组',
    },
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          您好，{operator.nickname || operator.loginName}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
          欢迎使用运营后台。在这里维护网站的基本信息、导航、页脚链接与轮播图，修改保存后网站即时生效。
        </Typography.Paragraph>
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label="网站名称">{info.data?.siteNamePc || '-'}</Descriptions.Item>
          <Descriptions.Item label="客服热线">{info.data?.telephone || '-'}</Descriptions.Item>
          <Descriptions.Item label="ICP 备案">{info.data?.icp || '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        {shortcuts.map((s) => (
          <Col key={s.to} span={6}>
            <Link to={s.to}>
              <Card hoverable style={{ height: '100%' }}>
                <Card.Meta
                  avatar={<span style={{ fontSize: 24, color: '#1677ff' }}>{s.icon}</span>}
                  title={s.title}
                  description={s.desc}
                />
                {s.value !== undefined && (
                  <Statistic
                    value={s.value}
                    suffix={s.suffix}
                    style={{ marginTop: 16 }}
                    styles={{ content: { fontSize: 20 } }}
                  />
                )}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
