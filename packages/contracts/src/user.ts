import { addContracts } from './all-contracts.ts';
import { Type, type Static } from 'typebox';
import {
  CaptchaFields,
  DateTime,
  Empty,
  Flag,
  Id,
  Mobile,
  Page,
  PageQuery,
  PictureUrl,
  SafeUrl,
  Text,
} from './common.ts';
import { NICKNAME_MAX, PASSWORD_LENGTH, REFERRAL_CODE_MAX, SMS_CODE_PATTERN } from './rules.ts';
import { defineContracts } from './route.ts';
import {
  AttentionItem,
  LecturerApply,
  LecturerAudit,
  LecturerIdBody,
  LecturerProfile,
  PublicLecturer,
} from './user/lecturer.ts';
import {
  AdminAuditDecision,
  AdminLecturerAudit,
  AdminLecturerAuditPageBody,
  AdminMessageRecord,
  AdminMessageSend,
  AdminMessageSendResult,
  AdminResetPasswordResult,
  AdminUser,
  AdminUserPageBody,
  AdminUserRecommendBody,
  AdminUserStatusBody,
  SmsCapAlert,
  SmsOutboxItem,
  SmsOutboxPageBody,
} from './user/console.ts';

export * from './user/lecturer.ts';
export * from './user/console.ts';

/** Accounts, sessions, profile, lecturers, follows and messages (SPEC §4–§7 "User"). */

export const Password = Type.String({
  minLength: PASSWORD_LENGTH.min,
  maxLength: PASSWORD_LENGTH.max,
  description: `${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} 位密码`,
});
export const SmsCode = Type.String({ pattern: SMS_CODE_PATTERN, description: '6 位短信验证码' });
const Nickname = (minLength = 0) => Text(NICKNAME_MAX, minLength);
const ReferralCode = Type.Optional(Text(REFERRAL_CODE_MAX));

/** The signed-in user as the shell sees it (SPEC §3 "User"). */
export const UserInfo = Type.Object({
  id: Id,
  nickname: Type.String(),
  mobile: Type.String({ description: '脱敏手机号' }),
  headImgUrl: Type.String(),
  userType: Type.Integer({ description: '1 学员，2 讲师，3 机构' }),
  isVip: Flag,
  vipExpireTime: Type.String({ description: '会员到期时间，非会员为空' }),
  isRecommended: Flag,
  sex: Type.Integer({ description: '0 保密，1 男，2 女' }),
  remark: Type.String({ description: '个人简介' }),
  referralCode: Type.String({ description: '我的推荐码' }),
  gmtCreate: DateTime,
});
export type UserInfo = Static<typeof UserInfo>;

export const LoginResult = Type.Object({ token: Type.String(), userInfo: UserInfo });
export type LoginResult = Static<typeof LoginResult>;

export const Captcha = Type.Object({
  captchaId: Type.String(),
  /** data:image/png;base64,… (300 × 100) */
  image: Type.String(),
  expireSeconds: Type.Integer(),
});
export type Captcha = Static<typeof Captcha>;

export const SmsPurpose = Type.Union(
  [
    Type.Literal('register'),
    Type.Literal('login'),
    Type.Literal('reset'),
    Type.Literal('bind'),
    Type.Literal('wallet'),
  ],
  {
    description:
      'register 注册，login 验证码登录，reset 找回密码，bind 扫码后绑定手机，wallet 绑定银行卡与提现（发到本人手机）',
  },
);
export type SmsPurpose = Static<typeof SmsPurpose>;
export const SendCodeBody = Type.Object({
  mobile: Mobile,
  purpose: SmsPurpose,
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  captchaCode: Type.String({ minLength: 1, maxLength: 10 }),
});
export const SendCodeResult = Type.Object({ intervalSeconds: Type.Integer({ description: '再次发送需等待的秒数' }) });

export const LoginPasswordBody = Type.Object({
  mobile: Mobile,
  password: Text(PASSWORD_LENGTH.max, 1),
  ...CaptchaFields,
  clientType: Type.Optional(Type.Literal(1)),
});
export const LoginCodeBody = Type.Object({
  mobile: Mobile,
  code: SmsCode,
  referralCode: ReferralCode,
  ...CaptchaFields,
  clientType: Type.Optional(Type.Literal(1)),
});
export const RegisterBody = Type.Object({
  mobile: Mobile,
  code: SmsCode,
  password: Password,
  nickname: Type.Optional(Nickname()),
  referralCode: ReferralCode,
});
export const UpdatePasswordBody = Type.Object({ mobile: Mobile, code: SmsCode, password: Password });

export const QrCode = Type.Object({
  sceneId: Type.String(),
  /** data:image/svg+xml;base64,… of the QR to scan */
  qrcodeImage: Type.String(),
  /** The sandbox scan page (drawn as qrcodeImage), or WeChat's QR page to show in a frame (qrcodeImage empty). */
  qrcodeUrl: Type.String(),
  display: Type.Union([Type.Literal('image'), Type.Literal('frame')], {
    description: 'image 显示 qrcodeImage；frame 在框内打开 qrcodeUrl（微信开放平台扫码页）',
  }),
  expireSeconds: Type.Integer(),
});
export type QrCode = Static<typeof QrCode>;
/** The sign-in methods this installation offers (decision 0020); pages show only these. */
export const LoginMethods = Type.Object({
  password: Flag,
  /** SMS code sign-in (an SMS provider is on) */
  code: Flag,
  /** WeChat QR sign-in (WeChat or its sandbox is on) */
  qrcode: Flag,
  /** Registration needs an SMS code too */
  register: Flag,
});
export type LoginMethods = Static<typeof LoginMethods>;

export const QrStateBody = Type.Object({ sceneId: Type.String({ minLength: 1, maxLength: 64 }) });
export const QrState = Type.Object({
  /** 0 waiting for a scan, 1 signed in (token set), 2 scanned by a new WeChat user: bind a mobile, 3 expired */
  state: Type.Integer(),
  token: Type.String(),
  userInfo: Type.Union([UserInfo, Type.Null()]),
  wxNickname: Type.String(),
});
export type QrState = Static<typeof QrState>;
export const RegisterByQrcodeBody = Type.Object({
  sceneId: Type.String({ minLength: 1, maxLength: 64 }),
  mobile: Mobile,
  code: SmsCode,
  referralCode: ReferralCode,
});
export const ExitBody = Type.Object({ clientType: Type.Optional(Type.Literal(1)) });

export const UserExtUpdate = Type.Object({
  nickname: Nickname(1),
  headImgUrl: PictureUrl(),
  sex: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  remark: Text(200),
});
export type UserExtUpdate = Static<typeof UserExtUpdate>;
export const ChangePasswordBody = Type.Object({ oldPassword: Text(PASSWORD_LENGTH.max, 1), password: Password });

export const FaceCodeBody = Type.Object({ faceImgUrl: SafeUrl(1), periodId: Type.Optional(Id) });
export const FaceCodeResult = Type.Object({
  /** 1 matched; 0 not matched */
  passed: Flag,
  /** 1 when this picture became the reference face (first check) */
  registered: Flag,
  failCount: Type.Integer(),
});
export const FaceFailBody = Type.Object({ periodId: Type.Optional(Id) });
export const FaceFailResult = Type.Object({ failCount: Type.Integer() });

export const Research = Type.Object({
  learningGoal: Type.String(),
  englishLevel: Type.String(),
  weeklyHours: Type.Integer(),
  interests: Type.Array(Type.String()),
  remark: Type.String(),
  gmtModified: DateTime,
});
export type Research = Static<typeof Research>;
export const ResearchSave = Type.Object({
  learningGoal: Text(50, 1),
  englishLevel: Text(30, 1),
  weeklyHours: Type.Integer({ minimum: 0, maximum: 100 }),
  interests: Type.Array(Text(20, 1), { maxItems: 10 }),
  remark: Text(500),
});
export type ResearchSave = Static<typeof ResearchSave>;

export const UserMessage = Type.Object({
  id: Id,
  title: Type.String(),
  content: Type.String(),
  /** 1 system notice, 2 audit result, 3 feedback reply, 4 community activity (digest of new comments, likes and answers) */
  msgType: Type.Integer(),
  isRead: Flag,
  gmtCreate: DateTime,
});
export type UserMessage = Static<typeof UserMessage>;
export const MessageListBody = Type.Object({ ...PageQuery.properties, isRead: Type.Optional(Flag) });
export const MessageNum = Type.Object({ num: Type.Integer() });
export const IdsBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) });

/** My referral code and the link that carries it (the site's home page with `?referralCode=`). */
export const ReferralSharing = Type.Object({
  referralCode: Type.String({ description: '我的推荐码' }),
  link: Type.String({ description: '推荐链接（带 referralCode 的首页地址）' }),
  visitCount: Type.Integer({ description: '推荐链接被打开的次数' }),
});
export type ReferralSharing = Static<typeof ReferralSharing>;

/** A path of this site to come back to: one leading slash, never `//` or `/\` (another host). */
export const SITE_PATH_PATTERN = '^/(?![/\\\\])[^\\s]*$';
export const WechatPayAuthBody = Type.Object({
  back: Type.String({ pattern: SITE_PATH_PATTERN, maxLength: 500, description: '授权后回到的本站路径' }),
});
export const WechatPayAuth = Type.Object({
  authorised: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 已有公众号 openid，可直接微信内支付' }),
  authorizeUrl: Type.String({ description: '未授权时前往的微信网页授权地址（snsapi_base），已授权为空' }),
});
export type WechatPayAuth = Static<typeof WechatPayAuth>;

export const userContracts = defineContracts({
  getCaptchaImage: { method: 'GET', url: '/user/api/user/captchaImage', summary: '图形验证码', response: Captcha },
  sendCode: {
    method: 'POST',
    url: '/user/api/user/send/code',
    summary: '发送短信验证码（需图形验证码）',
    body: SendCodeBody,
    response: SendCodeResult,
  },
  loginByPassword: {
    method: 'POST',
    url: '/user/api/user/login/password',
    summary: '密码登录',
    body: LoginPasswordBody,
    response: LoginResult,
  },
  loginByCode: {
    method: 'POST',
    url: '/user/api/user/login/code',
    summary: '验证码登录（新手机号自动注册）',
    body: LoginCodeBody,
    response: LoginResult,
  },
  register: {
    method: 'POST',
    url: '/user/api/user/register',
    summary: '注册',
    body: RegisterBody,
    response: LoginResult,
  },
  updatePassword: {
    method: 'POST',
    url: '/user/api/user/update/password',
    summary: '短信验证码找回密码',
    body: UpdatePasswordBody,
    response: Empty,
  },
  getLoginMethods: {
    method: 'GET',
    url: '/user/api/user/login/methods',
    summary: '可用的登录方式（页面只显示已开通的）',
    response: LoginMethods,
  },
  getMpQrCodeUrl: {
    method: 'GET',
    url: '/user/api/user/qrcode/getMpQrCodeUrl',
    summary: '公众号扫码登录二维码',
    response: QrCode,
  },
  checkQrCodeState: {
    method: 'POST',
    url: '/user/api/user/qrcode/checkQrCodeState',
    summary: '扫码状态',
    body: QrStateBody,
    response: QrState,
  },
  registerByQrcode: {
    method: 'POST',
    url: '/user/api/user/qrcode/registerByQrcode',
    summary: '扫码后绑定手机号并登录',
    body: RegisterByQrcodeBody,
    response: LoginResult,
  },
  exitLogin: {
    method: 'POST',
    url: '/user/auth/user/ext/exit/login',
    summary: '退出登录',
    body: ExitBody,
    response: Empty,
  },

  viewUserExt: { method: 'POST', url: '/user/auth/user/ext/view', summary: '当前用户信息', response: UserInfo },
  startWechatPayAuth: {
    method: 'POST',
    url: '/user/auth/user/wechat/pay/authorize',
    summary: '微信内支付前取得公众号 openid：已有则直接支付，否则给出静默授权地址',
    body: WechatPayAuthBody,
    response: WechatPayAuth,
  },
  viewReferralSharing: {
    method: 'POST',
    url: '/user/auth/user/ext/sharing/recommended',
    summary: '我的推荐码与推荐链接（仅开通推荐的用户，其他 403）',
    response: ReferralSharing,
  },
  updateUserExt: {
    method: 'POST',
    url: '/user/auth/user/ext/update',
    summary: '修改个人信息',
    body: UserExtUpdate,
    response: UserInfo,
  },
  changePassword: {
    method: 'POST',
    url: '/user/auth/user/ext/update/password',
    summary: '修改密码（原密码）',
    body: ChangePasswordBody,
    response: Empty,
  },
  faceContrasCode: {
    method: 'POST',
    url: '/user/auth/user/ext/face/contras/code',
    summary: '人脸比对',
    body: FaceCodeBody,
    response: FaceCodeResult,
  },
  faceContrasFail: {
    method: 'POST',
    url: '/user/auth/user/ext/face/contras/fail',
    summary: '记录人脸比对失败',
    body: FaceFailBody,
    response: FaceFailResult,
  },
  saveResearch: {
    method: 'POST',
    url: '/user/auth/user/research/save',
    summary: '提交学习调研',
    body: ResearchSave,
    response: Research,
  },
  editResearch: {
    method: 'POST',
    url: '/user/auth/user/research/edit',
    summary: '修改学习调研',
    body: ResearchSave,
    response: Research,
  },
  viewResearch: {
    method: 'POST',
    url: '/user/auth/user/research/view',
    summary: '我的学习调研（未填写为 null）',
    response: Type.Union([Research, Type.Null()]),
  },

  applyLecturer: {
    method: 'POST',
    url: '/user/auth/lecturer/audit/apply',
    summary: '申请成为讲师',
    body: LecturerApply,
    response: LecturerAudit,
  },
  applyLiveLecturer: {
    method: 'POST',
    url: '/user/auth/lecturer/audit/applyLive',
    summary: '讲师申请直播权限',
    response: LecturerAudit,
  },
  viewLecturerAudit: {
    method: 'POST',
    url: '/user/auth/lecturer/audit/view',
    summary: '我的讲师申请/资料草稿（无则 null）',
    response: Type.Union([LecturerAudit, Type.Null()]),
  },
  updateLecturerAudit: {
    method: 'POST',
    url: '/user/auth/lecturer/audit/update',
    summary: '修改讲师资料（重新审核）',
    body: LecturerApply,
    response: LecturerAudit,
  },
  viewMyLecturer: {
    method: 'POST',
    url: '/user/auth/lecturer/view',
    summary: '我的讲师资料（已发布）',
    response: LecturerProfile,
  },
  viewLecturer: {
    method: 'POST',
    url: '/user/api/lecturer/view',
    summary: '讲师主页',
    body: LecturerIdBody,
    response: PublicLecturer,
  },
  saveAttention: {
    method: 'POST',
    url: '/user/auth/lecturer/attention/save',
    summary: '关注讲师',
    body: LecturerIdBody,
    response: Empty,
  },
  listAttention: {
    method: 'POST',
    url: '/user/auth/lecturer/attention/list',
    summary: '我关注的讲师',
    body: PageQuery,
    response: Page(AttentionItem),
  },
  deleteAttention: {
    method: 'POST',
    url: '/user/auth/lecturer/attention/delete',
    summary: '取消关注',
    body: LecturerIdBody,
    response: Empty,
  },

  listMessages: {
    method: 'POST',
    url: '/user/auth/msg/user/list',
    summary: '我的消息',
    body: MessageListBody,
    response: Page(UserMessage),
  },
  readMessage: {
    method: 'POST',
    url: '/user/auth/msg/user/read',
    summary: '读消息',
    body: Type.Object({ id: Id }),
    response: UserMessage,
  },
  countUnreadMessages: { method: 'POST', url: '/user/auth/msg/user/num', summary: '未读消息数', response: MessageNum },
  readAllMessages: { method: 'POST', url: '/user/auth/msg/user/read/all', summary: '全部标为已读', response: Empty },
  deleteMessages: {
    method: 'POST',
    url: '/user/auth/msg/user/batch/delete',
    summary: '批量删除消息',
    body: IdsBody,
    response: Empty,
  },

  adminPageUsers: {
    method: 'POST',
    url: '/user/admin/user/page',
    summary: '用户列表',
    body: AdminUserPageBody,
    response: Page(AdminUser),
  },
  adminSetUserStatus: {
    method: 'POST',
    url: '/user/admin/user/status',
    summary: '停用/启用用户',
    body: AdminUserStatusBody,
    response: AdminUser,
  },
  adminSetUserRecommended: {
    method: 'POST',
    url: '/user/admin/user/recommend',
    summary: '开通/关闭用户的推荐功能（我的推荐）',
    body: AdminUserRecommendBody,
    response: AdminUser,
  },
  adminResetUserPassword: {
    method: 'POST',
    url: '/user/admin/user/password/reset',
    summary: '重置用户密码',
    body: Type.Object({ id: Id }),
    response: AdminResetPasswordResult,
  },
  adminPageLecturerAudits: {
    method: 'POST',
    url: '/user/admin/lecturer/audit/page',
    summary: '讲师申请列表',
    body: AdminLecturerAuditPageBody,
    response: Page(AdminLecturerAudit),
  },
  adminApproveLecturer: {
    method: 'POST',
    url: '/user/admin/lecturer/audit/approve',
    summary: '通过讲师申请',
    body: AdminAuditDecision,
    response: AdminLecturerAudit,
  },
  adminRejectLecturer: {
    method: 'POST',
    url: '/user/admin/lecturer/audit/reject',
    summary: '驳回讲师申请',
    body: Type.Object({ id: Id, auditOpinion: Text(200, 1) }),
    response: AdminLecturerAudit,
  },
  adminSendMessage: {
    method: 'POST',
    url: '/user/admin/msg/send',
    summary: '发送站内消息（不填手机号即群发）',
    body: AdminMessageSend,
    response: AdminMessageSendResult,
  },
  adminPageMessages: {
    method: 'POST',
    url: '/user/admin/msg/page',
    summary: '已发送的消息',
    body: PageQuery,
    response: Page(AdminMessageRecord),
  },
  adminPageSmsOutbox: {
    method: 'POST',
    url: '/user/admin/sms/outbox/page',
    summary: '短信发件箱（沙箱）',
    body: SmsOutboxPageBody,
    response: Page(SmsOutboxItem),
  },
  adminPageSmsCapAlerts: {
    method: 'POST',
    url: '/user/admin/sms/alert/page',
    summary: '短信每日上限告警（按地址或全站，每个上限每天一条）',
    body: PageQuery,
    response: Page(SmsCapAlert),
  },
});

/** This file's tables in `allContracts`. */
export const userContractGroups = addContracts({ user: userContracts });
type UserContractGroups = typeof userContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends UserContractGroups {}
}
