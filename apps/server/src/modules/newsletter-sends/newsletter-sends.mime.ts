/**
 * A send's MIME message, encoded once and copied per recipient. Composing each copy with
 * nodemailer (choosing encodings, quoted-printable over 20 kB of HTML, headers) cost about 3 ms
 * of CPU a message, which capped a node far below the 1,000 messages a second issue 32 asks; here
 * the body parts are encoded once per send, split where the recipient's unsubscribe token goes,
 * and a copy is its few headers and the parts joined around its token.
 *
 * The token goes on a line of its own between soft line breaks (`=` CRLF), which a reader's
 * quoted-printable decoder removes, so every line stays within 76 characters whatever the
 * token, and nothing that is encoded ever needs encoding again.
 */
import { randomBytes } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER } from './newsletter-sends.message.js';

export interface MessageTemplateInput {
  from: { name: string; address: string };
  replyTo: string | null;
  subject: string;
  /** With UNSUBSCRIBE_TOKEN_PLACEHOLDER where the recipient's token goes. */
  html: string;
  text: string;
}

export interface RecipientCopy {
  to: string;
  /** The token as it goes into URLs (already percent-encoded). */
  urlToken: string;
  messageId: string;
  headers: Record<string, string>;
}

export interface MessageTemplate {
  /** The message for one recipient, CRLF line ends, ready for SMTP DATA. */
  render(copy: RecipientCopy): string;
}

interface Encoders {
  qpEncode(buffer: Buffer): string;
  qpWrap(value: string, lineLength: number): string;
  encodeWords(value: string, encoding: 'Q' | 'B', maxLength: number, encodeAll: boolean): string;
}

let encoders: Promise<Encoders> | null = null;
// nodemailer's encoders load with the first send, like nodemailer itself.
const loadEncoders = () =>
  (encoders ??= Promise.all([
    import('nodemailer/lib/qp'),
    import('nodemailer/lib/mime-funcs'),
  ]).then(([qp, mime]) => ({
    qpEncode: (buffer) => qp.encode(buffer),
    qpWrap: (value, lineLength) => qp.wrap(value, lineLength),
    encodeWords: (value, encoding, maxLength, encodeAll) =>
      mime.encodeWords(value, encoding, maxLength, encodeAll),
  })));

/** Quoted-printable within 74 characters a line, so a soft break can always follow. */
function quotedPrintable(value: string, enc: Encoders): string {
  const normalised = value.replace(/\r?\n/g, '\r\n');
  return enc.qpWrap(enc.qpEncode(Buffer.from(normalised, 'utf8')), 74);
}

/** One part's encoded pieces: the text between tokens. */
function encodedPieces(value: string, enc: Encoders): string[] {
  return value.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).map((piece) => quotedPrintable(piece, enc));
}

/** A header value that is printable ASCII stays as it is; anything else is an encoded word. */
function headerText(value: string, enc: Encoders): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? clean : enc.encodeWords(clean, 'Q', 52, true);
}

function mailbox(name: string, address: string, enc: Encoders): string {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  if (!clean) return `<${address}>`;
  const display = /^[\x20-\x7e]*$/.test(clean)
    ? `"${clean.replace(/(["\\])/g, '\\$1')}"`
    : enc.encodeWords(clean, 'Q', 52, true);
  return `${display} <${address}>`;
}

/** A header line, folded at the commas of a list when it is long. */
function headerLine(name: string, value: string): string {
  const line = `${name}: ${value}`;
  return line.length <= 78 ? line : line.replace(/, </g, ',\r\n <');
}

const rfc2822Date = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

export async function compileMessage(input: MessageTemplateInput): Promise<MessageTemplate> {
  const enc = await loadEncoders();
  const boundary = `----=_helionews_${randomBytes(12).toString('hex')}`;
  const fixed = [
    headerLine('From', mailbox(input.from.name, input.from.address, enc)),
    ...(input.replyTo ? [headerLine('Reply-To', `<${input.replyTo}>`)] : []),
    headerLine('Subject', headerText(input.subject, enc)),
  ].join('\r\n');
  const textPieces = encodedPieces(input.text, enc);
  const htmlPieces = encodedPieces(input.html, enc);
  const partHead = (type: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n`;
  const textHead = partHead('text/plain');
  const htmlHead = partHead('text/html');
  const end = `\r\n--${boundary}--\r\n`;

  return {
    render(copy) {
      const between = `=\r\n${copy.urlToken}=\r\n`;
      const headers = [
        fixed,
        headerLine('To', `<${copy.to}>`),
        headerLine('Date', rfc2822Date(new Date())),
        headerLine('Message-ID', copy.messageId),
        ...Object.entries(copy.headers).map(([name, value]) => headerLine(name, value)),
        'MIME-Version: 1.0',
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
      ].join('\r\n');
      return `${headers}\r\n\r\n${textHead}${textPieces.join(between)}\r\n${htmlHead}${htmlPieces.join(between)}${end}`;
    },
  };
}
