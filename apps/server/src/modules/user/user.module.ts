import { createVersions } from '../../core/cache.ts';
import { createSignInGuard } from '../../core/sign-in-guard.ts';
import { defineModule } from '../../core/module.ts';
import { migrations } from './migrations/index.ts';
import { seedDemoLecturers } from './seed/demo-lecturers.ts';
import { system } from '../system/index.ts';
import { upload } from '../upload/index.ts';
import { createAccountService } from './account.service.ts';
import { createAuthCodeRepo } from './auth-code.repo.ts';
import { createLecturerRepo } from './lecturer.repo.ts';
import { createLecturerService } from './lecturer.service.ts';
import { createMessageRepo } from './message.repo.ts';
import { createMessageService } from './message.service.ts';
import { createProviders, describeProviders } from './providers.ts';
import { createReaderService } from './reader.service.ts';
import { createUserRepo } from './user.repo.ts';
import { registerUserRoutes } from './user.routes.ts';
import { createUserService } from './user.service.ts';
import { createWechatPayOpenids } from './wechat-pay-openid.ts';
import {
  createOfficialWechatPayAuthorizer,
  createSandboxWechatPayAuthorizer,
  createWechatPayAuth,
} from './wechat-pay-auth.ts';
import { registerWechatPages } from './wechat.routes.ts';

/** Learners and teachers: accounts and sign-in, profiles, lecturers, messages. */
export const user = defineModule({
  name: 'user',
  migrations,
  seed: seedDemoLecturers,
  create(ctx) {
    const { config, db, transact, sessions, captchas, ownImages, clock, newId, log } = ctx;
    // Failed sign-ins are this module's rows; the guard also stands before operators' sign-in.
    const authCodeRepo = createAuthCodeRepo(db);
    const signInGuard = createSignInGuard({ failures: authCodeRepo, captchas, clock, newId });
    // Every signed-in call asks for its reader's row: it is kept in the process (decision 0093).
    const versions = createVersions(ctx.cache, clock);
    const userRepo = createUserRepo(db, { versions, clock });
    const providers = createProviders(config, { authCodeRepo, newId, clock, log });
    log.info(`外部服务 / providers: ${describeProviders(config)}`);
    const users = createUserService({
      transact,
      userRepo,
      sessions,
      faceMatcher: providers.faceMatcher,
      readOwnUpload: ctx.use(upload).readOwned,
      ownImages,
      clock,
      newId,
    });
    const messages = createMessageService({
      transact,
      messageRepo: createMessageRepo(db, { versions, clock }),
      userRepo,
      clock,
      newId,
    });
    const accounts = createAccountService({
      transact,
      userRepo,
      authCodeRepo,
      sessions,
      captchas,
      signInGuard,
      clock,
      newId,
      smsCaps: config.smsCaps,
      log,
      smsSender: providers.smsSender,
      wechat: providers.wechat,
      // The system module signs in operators through this module's guard, so it is asked at send time.
      siteName: async (siteId) => (await ctx.use(system).getWebsiteInfo(siteId)).siteNamePc,
    });
    const lecturers = createLecturerService({
      transact,
      lecturerRepo: createLecturerRepo(db),
      userRepo,
      messages,
      ownImages,
      clock,
      newId,
    });
    const wechatPayOpenids = createWechatPayOpenids(db, { transact, clock, newId });
    // The sandbox stands in only where WeChat Pay itself is not configured: its openids are made up.
    const wechatPayAuthorizer = config.wechatOfficial
      ? createOfficialWechatPayAuthorizer(config.wechatOfficial, log)
      : config.sandbox && !config.wechatPay
        ? createSandboxWechatPayAuthorizer()
        : null;
    const wechatPayAuth = createWechatPayAuth({
      authorizer: wechatPayAuthorizer,
      openids: wechatPayOpenids,
      cache: ctx.cache,
    });
    const reader = createReaderService({ users, messages });
    const services = { accounts, users, lecturers, messages, wechatPayAuth, reader };
    return {
      service: {
        ...services,
        signInGuard,
        wechatPayOpenids,
        classAdmins: { register: reader.registerClassAdmins },
      },
      routes: (api) => registerUserRoutes(api, services),
      pages: (app) =>
        registerWechatPages(app, { accounts, wechatPayAuth, sessions }, ctx.tenancy, {
          sandbox: config.sandbox,
          wechat: config.wechat !== null,
          wechatPay: config.wechatOfficial ? 'official' : wechatPayAuthorizer ? 'sandbox' : null,
        }),
      sessionUser: users.sessionUser,
    };
  },
});
