export { staffCommands, staffOperatorHandlers } from './operator.ts';
export { staffRoutes } from './routes.ts';
export { createStaff, type Staff, type StaffClock } from './service.ts';
export { readSession, sessionCommands } from './cli-session.ts';
