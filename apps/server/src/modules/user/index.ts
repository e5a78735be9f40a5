export { createUserRepo, type UserRepo } from './user.repo.ts';
export { createUserService, type UserService } from './user.service.ts';
export { registerUserRoutes } from './user.routes.ts';
