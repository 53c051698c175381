import { Users, type UsersDeps } from './service.ts';

export { usersRoutes } from './routes.ts';
export { findUserOrFail, usersCommands, usersOperatorHandlers } from './operator.ts';
export { normaliseEmail, toAuthUser, type Users } from './service.ts';

/** The players' accounts. */
export function createUsers(deps: UsersDeps): Users {
  return new Users(deps);
}
