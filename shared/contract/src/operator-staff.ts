import { z } from 'zod';

/**
 * Who calls the operator API. Every operator call is made by someone the platform can name: a member
 * of the operator's staff, signed in with their own account and role, or the service token, which
 * automation holds (CI, the operator CLI on the server's own machine). The audit records this actor
 * beside every change.
 */
export const operatorRoles = ['owner', 'finance', 'compliance', 'support', 'trading', 'releases'] as const;
export const operatorRoleSchema = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const operatorActorSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('staff'),
    staffId: z.string(),
    email: z.string(),
    role: operatorRoleSchema,
  }),
  z.object({
    kind: z.literal('service'),
    /** What holds the service token: "service" over the API, "cli" for the CLI on the database itself. */
    name: z.string(),
  }),
]);
export type OperatorActor = z.infer<typeof operatorActorSchema>;

/** The service token's actor over the operator API. */
export const SERVICE_ACTOR: OperatorActor = { kind: 'service', name: 'service' };
