import { TOTP, Secret } from 'otpauth';
import type { OperatorRole, StaffEnrolment, StaffSession } from '@app/contract';
import { uniqueEmail, type Answer, type TestServer } from '../helpers.ts';

export interface Member {
  staffId: string;
  email: string;
  password: string;
  role: OperatorRole;
  enrolment: StaffEnrolment;
}

/** The code an authenticator app shows for this secret at this time (ms since epoch). */
export function codeAt(secret: string, timestamp: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp });
}

/** POSTs to the operator API with a token (a staff session's, or none). */
export async function postOperator<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  body: unknown,
  token?: string,
): Promise<Answer<T>> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

/** A member made with the operator token (not yet signed in: the first code confirms the enrolment). */
export async function createMember(server: TestServer, role: OperatorRole, email = uniqueEmail(`staff-${role}`)): Promise<Member> {
  const password = 'a long staff password';
  const answer = await server.operator<{ member: { staffId: string }; enrolment: StaffEnrolment }>('/operator/staff/create', {
    email,
    role,
    password,
  });
  if (answer.status !== 200) throw new Error(`staff/create answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return { staffId: answer.body.member.staffId, email, password, role, enrolment: answer.body.enrolment };
}

/** Step one of the sign-in: the challenge. */
export async function challengeFor(server: TestServer, member: Pick<Member, 'email' | 'password'>): Promise<string> {
  const answer = await postOperator<{ challenge: string }>(server, '/operator/staff/sign-in', {
    email: member.email,
    password: member.password,
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.challenge;
}

/** Both steps, with the code of the server's clock now: the session. */
export async function signIn(server: TestServer, member: Member): Promise<StaffSession> {
  const challenge = await challengeFor(server, member);
  const code = codeAt(member.enrolment.secret, server.platform.staff.clock.now());
  const answer = await postOperator<StaffSession>(server, '/operator/staff/sign-in/verify', { challenge, code });
  if (answer.status !== 200) throw new Error(`sign-in/verify answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
