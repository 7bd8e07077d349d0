import fs from 'node:fs/promises';
import path from 'node:path';

/** Text messages (the direct-debit code). Like mail: a gateway when configured, else files in the dev outbox. */
export interface SmsSender { send(to: string, text: string): Promise<void> }

/**
 * SMS_GATEWAY_URL receives POST {to, text} as JSON with `Authorization: Bearer SMS_GATEWAY_TOKEN`: a thin relay in
 * front of any SMS provider. Without it, every message is written to DATA_DIR/sms/ (never in production).
 */
export function createSmsSender(opts: { gatewayUrl?: string; gatewayToken?: string; dataDir: string }): SmsSender {
  if (opts.gatewayUrl) {
    const url = opts.gatewayUrl;
    return {
      async send(to, text) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(opts.gatewayToken ? { authorization: `Bearer ${opts.gatewayToken}` } : {}) },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`sms gateway answered ${res.status}`);
      },
    };
  }
  const dir = path.join(opts.dataDir, 'sms');
  return {
    async send(to, text) {
      await fs.mkdir(dir, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.txt`;
      await fs.writeFile(path.join(dir, file), `To: ${to}\n\n${text}\n`);
    },
  };
}

/** The dev outbox, newest first (tests and /dev/sms read it). */
export async function readSmsOutbox(dataDir: string): Promise<Array<{ to: string; text: string; file: string }>> {
  const dir = path.join(dataDir, 'sms');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
  return Promise.all(files.map(async (file) => {
    const raw = await fs.readFile(path.join(dir, file), 'utf8');
    const [head, ...body] = raw.split('\n\n');
    return { file, to: head!.replace(/^To: /, ''), text: body.join('\n\n').trim() };
  }));
}
