import {
  CustomerServiceOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  RiseOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Button, Steps } from 'antd';
import { Link } from 'react-router';

const REASONS = [
  {
    icon: <TeamOutlined />,
    title: '数十万学员等您来教',
    text: '覆盖少儿启蒙、四六级、考研、雅思托福与职场英语，优质课程在首页专区和搜索中获得推荐。',
  },
  {
    icon: <DollarOutlined />,
    title: '透明的课程收益分成',
    text: '付费课程按订单实时结算，收益明细随时可查，满额即可申请提现，款项 T+7 到账。',
  },
  {
    icon: <VideoCameraOutlined />,
    title: '录播直播一站搞定',
    text: '点播上传断点续传，直播支持推流与回放，试卷题库、班级管理等教学工具全部免费使用。',
  },
  {
    icon: <CustomerServiceOutlined />,
    title: '专属教研与运营支持',
    text: '课程策划、封面设计、上架推广都有专人对接，帮您把好的内容打磨成受欢迎的课程。',
  },
];

const REQUIREMENTS = [
  '英语、英语教育或相关专业背景，或持有 TESOL、TKT、CELTA 等教学证书',
  '两年以上英语教学或培训经验，有线上授课经验者优先',
  '发音清晰、表达有条理，能持续输出高质量的课程内容',
  '认同“以学员进步为中心”的教学理念，遵守平台讲师规范',
];

const BENEFITS = [
  { icon: <RiseOutlined />, text: '讲师个人主页与粉丝关注，积累您的教学品牌' },
  { icon: <FieldTimeOutlined />, text: '时间自由安排，录播课程一次制作长期收益' },
  { icon: <VideoCameraOutlined />, text: '审核通过后可申请直播权限，开设直播小班课' },
  { icon: <DollarOutlined />, text: '优秀讲师享受流量扶持与更高分成比例' },
];

/** /recruit: why teach with us, who we look for, the four steps, what lecturers get, and the way in. */
export function RecruitContent() {
  return (
    <div className="recruit">
      <section className="recruit-hero">
        <div className="page-width recruit-hero__inner">
          <p className="recruit-hero__eyebrow">讲师招募</p>
          <h1 className="recruit-hero__title">把您的英语教学经验，分享给更多想进步的人</h1>
          <p className="recruit-hero__text">
            我们正在招募口语、考试、少儿和职场英语方向的优秀讲师。入驻即可发布课程、开设直播，与学员一起成长。
          </p>
          <Link to="/apply">
            <Button type="primary" size="large" className="recruit-hero__cta">
              申请成为讲师
            </Button>
          </Link>
        </div>
      </section>

      <div className="page-width">
        <section className="recruit-section">
          <h2 className="recruit-section__title">为什么在这里授课</h2>
          <div className="recruit-reasons">
            {REASONS.map((reason) => (
              <article className="recruit-reason" key={reason.title}>
                <span className="recruit-reason__icon">{reason.icon}</span>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="recruit-section">
          <h2 className="recruit-section__title">入驻流程</h2>
          <Steps
            className="recruit-steps"
            current={-1}
            items={[
              { title: '提交申请', content: '填写姓名、头衔、个人介绍并上传照片' },
              { title: '资料审核', content: '1–3 个工作日内完成，结果站内消息通知' },
              { title: '开通讲师中心', content: '审核通过即成为讲师，获得教学管理菜单' },
              { title: '发布课程', content: '上传点播课程、创建试卷，或申请直播权限' },
            ]}
          />
        </section>

        <section className="recruit-section recruit-section--split">
          <div>
            <h2 className="recruit-section__title">我们在找这样的您</h2>
            <ul className="recruit-list">
              {REQUIREMENTS.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="recruit-section__title">讲师权益</h2>
            <ul className="recruit-benefits">
              {BENEFITS.map((benefit) => (
                <li key={benefit.text}>
                  {benefit.icon}
                  <span>{benefit.text}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="recruit-cta">
          <h2>准备好开始了吗？</h2>
          <p>提交申请只需 3 分钟，审核结果将第一时间通知您。</p>
          <Link to="/apply">
            <Button type="primary" size="large">
              申请成为讲师
            </Button>
          </Link>
        </section>
      </div>
    </div>
  );
}
