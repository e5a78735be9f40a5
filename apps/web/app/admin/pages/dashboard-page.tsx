import { useApi } from '~/lib/api-context';
import { Link } from 'react-router';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { GlobalOutlined, LinkOutlined, MenuOutlined, PictureOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { AuditStatus, PaperAuditStatus } from '@school/contracts';
import { courseQueries } from '../features/course/api/queries';
import { dataQueries } from '../features/data/api/queries';
import { examQueries } from '../features/exam/api/queries';
import { marketingQueries } from '../features/marketing/api/queries';
import { systemQueries } from '../features/system/api/queries';
import { userQueries } from '../features/user/api/queries';
import { useConsole } from '../lib/console-context';

export function meta() {
  return [{ title: '概览 - 运营后台' }];
}

export default function DashboardPage() {
  const api = useApi();
  const { operator } = useConsole();
  const info = useQuery(systemQueries.websiteInfo(api));
  const nav = useQuery(systemQueries.navBars(api));
  const footer = useQuery(systemQueries.websiteNavs(api));
  const links = useQuery(systemQueries.websiteLinks(api));
  const banners = useQuery(systemQueries.banners(api));
  // What waits for an operator: the first page of each list is enough for its total.
  const first = { pageCurrent: 1, pageSize: 1 };
  const audits = useQuery(userQueries.lecturerAudits(api, { ...first, auditStatus: 0 }));
  const feedback = useQuery(dataQueries.feedback(api, { ...first, replyStatus: 0 }));
  const counsel = useQuery(marketingQueries.counsel(api, { ...first, followStatus: 0 }));
  const courseAudits = useQuery(courseQueries.audits(api, { ...first, auditStatus: AuditStatus.waiting }));
  const paperAudits = useQuery(examQueries.audits(api, { ...first, auditStatus: PaperAuditStatus.waiting }));
  const todos = [
    { to: '/admin/course/audit', title: '待审核的课程', value: courseAudits.data?.totalCount },
    { to: '/admin/exam/audit', title: '待审核的试卷', value: paperAudits.data?.totalCount },
    { to: '/admin/user/lecturer', title: '待审核的讲师申请', value: audits.data?.totalCount },
    { to: '/admin/message/feedback', title: '待回复的意见反馈', value: feedback.data?.totalCount },
    { to: '/admin/message/counsel', title: '待跟进的报名咨询', value: counsel.data?.totalCount },
  ];

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
          欢迎使用运营后台。在这里管理用户与讲师、回复反馈和咨询、维护课程目录与网站内容，修改保存后网站即时生效。
        </Typography.Paragraph>
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label="网站名称">{info.data?.siteNamePc || '-'}</Descriptions.Item>
          <Descriptions.Item label="客服热线">{info.data?.telephone || '-'}</Descriptions.Item>
          <Descriptions.Item label="ICP 备案">{info.data?.icp || '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        {todos.map((t) => (
          <Col key={t.to} span={8}>
            <Link to={t.to}>
              <Card hoverable>
                <Statistic
                  title={t.title}
                  value={t.value ?? '-'}
                  suffix={t.value !== undefined ? '条' : undefined}
                  styles={{ content: { fontSize: 24, color: t.value ? '#fa8c16' : undefined } }}
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
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
