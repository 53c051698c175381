export { createAudit, type Audit, type AuditChange, type AuditDeps } from './service.ts';
export { auditCommands, auditedOperatorHandlers, auditOperatorHandlers, operatorChanges, type OperatorChanges } from './operator.ts';
