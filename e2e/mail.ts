import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The mail a journey's server wrote: without SMTP_URL every message is an `.eml` file in
 * DATA_DIR/outbox (README), which the journey reads as a mail client would, with mailparser.
 */
export function outboxOf(dataDir: string | undefined): string {
  if (!dataDir) throw new Error('the e2e config names each server data directory');
  return path.join(dataDir, 'outbox');
}

async function messagesIn(outbox: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = (await readdir(outbox)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(outbox, file)))),
  );
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''));
}

/** Waits (up to `timeout` ms) for a message to `address` whose subject matches, and answers it. */
export async function waitForMail(
  outbox: string,
  address: string,
  subject: RegExp,
  timeout = 30_000,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesIn(outbox)).find(
          (mail) =>
            recipients(mail).includes(address.toLowerCase()) && subject.test(mail.subject ?? ''),
        );
        return found !== undefined;
      },
      { timeout, message: `a mail to ${address} with a subject matching ${subject}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll found the mail');
  return found;
}

/** The first link of the message's plain-text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, pattern: RegExp): string {
  const link = (mail.text ?? '').match(pattern)?.[0];
  if (!link) throw new Error(`no link matching ${pattern} in:\n${mail.text ?? ''}`);
  return link;
}

/**
 * A header's value as written (mailparser files the List-* headers under one parsed `list`
 * entry; a journey checks what a mail client reads).
 */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}
