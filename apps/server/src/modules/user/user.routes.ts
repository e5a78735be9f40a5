import type { FastifyInstance } from 'fastify';
import { readerContracts, userContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { AccountService } from './account.service.ts';
import type { LecturerService } from './lecturer.service.ts';
import type { MessageService } from './message.service.ts';
import type { ReaderService } from './reader.service.ts';
import type { UserService } from './user.service.ts';
import type { WechatPayAuthService } from './wechat-pay-auth.ts';

export interface UserModuleServices {
  accounts: AccountService;
  users: UserService;
  lecturers: LecturerService;
  messages: MessageService;
  wechatPayAuth: WechatPayAuthService;
  reader: ReaderService;
}

const optionalId = (id: string | undefined) => (id ? parseId(id) : null);

export function registerUserRoutes(
  app: FastifyInstance,
  { accounts, users, lecturers, messages, wechatPayAuth, reader }: UserModuleServices,
): void {
  bindRoutes(app, readerContracts, {
    viewReader: ({ siteId, user }) => reader.view(siteId, user),
  });
  bindRoutes(app, userContracts, {
    getCaptchaImage: ({ siteId }) => accounts.captchaImage(siteId),
    sendCode: ({ siteId, body, ip }) => accounts.sendCode(siteId, body, ip),
    loginByPassword: ({ siteId, body, ip }) => accounts.loginByPassword(siteId, body, ip),
    loginByCode: ({ siteId, body, ip }) => accounts.loginByCode(siteId, body, ip),
    register: ({ siteId, body }) => accounts.register(siteId, body),
    updatePassword: ({ siteId, body, ip }) => accounts.resetPassword(siteId, body, ip),
    getLoginMethods: async () => accounts.loginMethods(),
    getMpQrCodeUrl: ({ siteId, origin }) => accounts.createQrScene(siteId, origin),
    checkQrCodeState: ({ siteId, body }) => accounts.checkQrState(siteId, body.sceneId),
    registerByQrcode: ({ siteId, body }) => accounts.registerByQrcode(siteId, body),
    exitLogin: ({ siteId, token }) => accounts.exit(siteId, token),

    viewUserExt: ({ siteId, user }) => users.view(siteId, user.id),
    startWechatPayAuth: ({ siteId, user, body, origin }) => wechatPayAuth.start(siteId, user.id, body.back, origin),
    viewReferralSharing: ({ siteId, user, origin }) => users.referralSharing(siteId, user.id, origin),
    updateUserExt: ({ siteId, user, body }) => users.update(siteId, user.id, body),
    changePassword: ({ siteId, user, body }) => users.changePassword(siteId, user.id, body.oldPassword, body.password),
    faceContrasCode: ({ siteId, user, body }) =>
      users.checkFace(siteId, user.id, body.faceImgUrl, optionalId(body.periodId)),
    faceContrasFail: ({ siteId, user, body }) => users.recordFaceFailure(siteId, user.id, optionalId(body.periodId)),
    saveResearch: ({ siteId, user, body }) => users.saveResearch(siteId, user.id, body),
    editResearch: ({ siteId, user, body }) => users.editResearch(siteId, user.id, body),
    viewResearch: ({ siteId, user }) => users.viewResearch(siteId, user.id),

    applyLecturer: ({ siteId, user, body }) => lecturers.apply(siteId, user.id, body),
    applyLiveLecturer: ({ siteId, user }) => lecturers.applyLive(siteId, user.id),
    viewLecturerAudit: ({ siteId, user }) => lecturers.viewDraft(siteId, user.id),
    updateLecturerAudit: ({ siteId, user, body }) => lecturers.updateDraft(siteId, user.id, body),
    viewMyLecturer: ({ siteId, user }) => lecturers.viewMine(siteId, user.id),
    viewLecturer: ({ siteId, viewer, body }) => lecturers.viewPublic(siteId, parseId(body.lecturerUserId), viewer?.id),
    saveAttention: ({ siteId, user, body }) => lecturers.follow(siteId, user.id, parseId(body.lecturerUserId)),
    listAttention: ({ siteId, user, body }) => lecturers.listFollowed(siteId, user.id, body),
    deleteAttention: ({ siteId, user, body }) => lecturers.unfollow(siteId, user.id, parseId(body.lecturerUserId)),

    listMessages: ({ siteId, user, body }) => messages.list(siteId, user.id, body),
    readMessage: ({ siteId, user, body }) => messages.read(siteId, user.id, parseId(body.id)),
    countUnreadMessages: ({ siteId, user }) => messages.countUnread(siteId, user.id),
    readAllMessages: ({ siteId, user }) => messages.readAll(siteId, user.id),
    deleteMessages: ({ siteId, user, body }) => messages.deleteMany(siteId, user.id, body.ids.map(parseId)),

    adminPageUsers: ({ siteId, body }) => users.adminPage(siteId, body),
    adminSetUserStatus: ({ siteId, body }) => users.adminSetStatus(siteId, parseId(body.id), body.statusId),
    adminSetUserRecommended: ({ siteId, body }) =>
      users.adminSetRecommended(siteId, parseId(body.id), body.isRecommended),
    adminResetUserPassword: ({ siteId, body }) => users.adminResetPassword(siteId, parseId(body.id)),
    adminPageLecturerAudits: ({ siteId, body }) => lecturers.adminPage(siteId, body),
    adminApproveLecturer: ({ siteId, body }) => lecturers.approve(siteId, parseId(body.id), body.auditOpinion),
    adminRejectLecturer: ({ siteId, body }) => lecturers.reject(siteId, parseId(body.id), body.auditOpinion),
    adminSendMessage: ({ siteId, operator, body }) => messages.send(siteId, operator.id, body),
    adminPageMessages: ({ siteId, body }) => messages.pageSent(siteId, body),
    adminPageSmsOutbox: ({ siteId, body }) => accounts.pageOutbox(siteId, body),
    adminPageSmsCapAlerts: ({ siteId, body }) => accounts.pageCapAlerts(siteId, body),
  });
}
