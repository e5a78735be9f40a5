import type { FastifyInstance } from 'fastify';
import { userContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import type { UserService } from './user.service.ts';

export function registerUserRoutes(app: FastifyInstance, users: UserService): void {
  bindRoutes(app, userContracts, {
    viewUserExt: ({ siteId, user }) => users.view(siteId, user.id),
  });
}
