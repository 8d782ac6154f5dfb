import { CliError, EXIT } from './exit-codes.ts';

/**
 * Reads a secret typed at the terminal without showing it (the prompt goes to stderr), or the
 * first line of stdin when it is a pipe (`echo "$TOKEN" | sovereign-k8s login`).
 */
export async function readSecret(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) return (await readAll()).split(/\r?\n/)[0]?.trim() ?? '';
  // Echo off before the prompt shows: whatever is typed after it never reaches the screen.
  stdin.setRawMode(true);
  process.stderr.write(prompt);
  stdin.resume();
  stdin.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n' || char === '\u0004') {
            stdin.off('data', onData);
            resolve(typed.trim());
            return;
          }
          if (char === '\u0003') {
            stdin.off('data', onData);
            reject(new CliError('Cancelled.', EXIT.usage, { code: 'cancelled' }));
            return;
          }
          if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
          else typed += char;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    process.stderr.write('\n');
  }
}

/** Asks a yes/no question at the terminal; false unless the answer starts with y. */
export async function confirm(question: string): Promise<boolean> {
  const { createInterface } = await import('node:readline/promises');
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y/i.test((await prompt.question(`${question} [y/N] `)).trim());
  } finally {
    prompt.close();
  }
}

/** True when a person can answer: stdin and stderr are a terminal. */
export const interactive = () => Boolean(process.stdin.isTTY && process.stderr.isTTY);

async function readAll(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk.toString();
  return text;
}
