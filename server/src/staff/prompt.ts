import { createInterface } from 'node:readline/promises';

/**
 * Asks a question on the terminal (stderr, so that stdout stays the command's JSON); a hidden
 * answer (a password, a code) is not echoed.
 */
export async function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  if (!process.stdin.isTTY)
    throw new Error(`${question.replace(/:\s*$/, '')} is needed: run this in a terminal, or give it as the help says`);
  const terminal = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const output = terminal as unknown as { _writeToOutput(text: string): void; output: NodeJS.WritableStream };
  let asked = false;
  if (options.hidden) {
    output._writeToOutput = (text: string) => {
      // The question itself, then nothing of what is typed.
      if (!asked) process.stderr.write(text);
      asked = true;
    };
  }
  try {
    const answer = await terminal.question(question);
    if (options.hidden) process.stderr.write('\n');
    return answer.trim();
  } finally {
    terminal.close();
  }
}
