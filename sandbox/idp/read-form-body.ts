import type { IncomingMessage } from 'node:http';
import type { FormFields } from './validate-forms';

export class FormBodyError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415,
  ) {
    super(message);
  }
}

const MAX_BYTES = 16 * 1024;

/** Reads an application/x-www-form-urlencoded body; the interaction forms are small, so anything large is refused. */
export async function readFormBody(req: IncomingMessage): Promise<FormFields> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new FormBodyError('Expected a form post', 415);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new FormBodyError('Form too large', 413);
    chunks.push(chunk);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}
