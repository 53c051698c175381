import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a running server tells the operator CLI how to reach it (dataDir/operator.json, owner-only). */
export interface OperatorEndpointFile {
  url: string;
  /** Present when the token was made up at start (no OPERATOR_TOKEN in the environment). */
  token?: string;
  pid: number;
}

export function operatorFilePath(dataDir: string): string {
  return join(dataDir, 'operator.json');
}

export function writeOperatorFile(dataDir: string, content: OperatorEndpointFile): void {
  mkdirSync(dataDir, { recursive: true });
  const path = operatorFilePath(dataDir);
  writeFileSync(path, JSON.stringify(content, null, 2), { mode: 0o600 });
  chmodSync(path, 0o600);
}

/** Whether the process with this id is alive (one of another user counts). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readOperatorFile(dataDir: string): OperatorEndpointFile | undefined {
  const path = operatorFilePath(dataDir);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as OperatorEndpointFile;
  } catch {
    return undefined;
  }
}

export function removeOperatorFile(dataDir: string, pid: number): void {
  const current = readOperatorFile(dataDir);
  if (current?.pid === pid) rmSync(operatorFilePath(dataDir), { force: true });
}
