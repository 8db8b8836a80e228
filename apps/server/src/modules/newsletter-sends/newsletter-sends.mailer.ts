/**
 * Everything a newsletter does with its mail apart from the database: the MJML render of a
 * message, its MIME encoding (once per send) and each recipient's copy through the transport.
 * The app runs it on a thread of its own (`createThreadMailer`, src/workers/newsletter-mail.ts),
 * so that the event loop serving readers never renders MJML (600 ms for a story) nor speaks SMTP
 * (most of a core at 1,000 messages a second): issue 32 asks readers' p99 to stay within 50 ms
 * during a send. `createLocalMailer` is the same work in the calling thread: the thread's own
 * implementation, and what tests of the engine's logic may use.
 */
import { createThreadClient } from '../../lib/thread-service.js';
import {
  renderDigestMessage,
  renderStoryMessage,
  type MessageNewsletter,
  type MessagePublication,
  type MessageStory,
  type RenderedMessage,
  unsubscribeUrl,
} from './newsletter-sends.message.js';
import { compileMessage, type MessageTemplate } from './newsletter-sends.mime.js';
import {
  createNewsletterTransport,
  type NewsletterTransportOptions,
  type OutgoingMessage,
  type SendOutcome,
} from './newsletter-sends.transport.js';

export type RenderRequest =
  | {
      kind: 'story';
      publication: MessagePublication;
      newsletter: MessageNewsletter;
      story: MessageStory;
    }
  | {
      kind: 'digest';
      publication: MessagePublication;
      newsletter: MessageNewsletter;
      stories: MessageStory[];
    };

/** A send's message as its copies are made: the stored parts and who sends it. */
export interface SendTemplate {
  from: { name: string; address: string };
  replyTo: string | null;
  subject: string;
  /** With UNSUBSCRIBE_TOKEN_PLACEHOLDER where each recipient's token goes. */
  html: string;
  text: string;
  /** The publication's site, for the one-click unsubscribe address. */
  baseUrl: string;
}

export interface Recipient {
  to: string;
  /** The recipient's unsubscribe token. */
  token: string;
  /** The delivery's fixed Message-ID. */
  messageId: string;
}

export interface NewsletterMailer {
  /** A story's or a digest's message (MJML), with the token placeholder in its links. */
  render(request: RenderRequest): Promise<RenderedMessage>;
  /** Encodes a send's message once, under `key`, for the copies `send` then makes of it. */
  prepare(key: string, template: SendTemplate): Promise<void>;
  /** One recipient's copy of the message prepared under `key`, through the transport. */
  send(key: string, recipient: Recipient): Promise<SendOutcome>;
  /** Forgets the message prepared under `key`. */
  release(key: string): Promise<void>;
  /** Closes the transport's connections (and the thread). */
  close(): Promise<void>;
}

/** What the mail thread is started with: where messages go, how fast. */
export type MailerOptions = NewsletterTransportOptions;

interface Prepared {
  template: MessageTemplate;
  senderEmail: string;
  baseUrl: string;
}

/**
 * One recipient's copy: their unsubscribe token in the links and in the List-Unsubscribe headers
 * (https one-click, RFC 8058, and mailto), the delivery's fixed Message-ID.
 */
function recipientMessage(message: Prepared, recipient: Recipient): OutgoingMessage {
  const oneClick = unsubscribeUrl(message.baseUrl, recipient.token);
  const mailto = `mailto:${message.senderEmail}?subject=${encodeURIComponent(`unsubscribe ${recipient.token}`)}`;
  return {
    from: message.senderEmail,
    to: recipient.to,
    raw: message.template.render({
      to: recipient.to,
      urlToken: encodeURIComponent(recipient.token),
      messageId: recipient.messageId,
      headers: {
        'List-Unsubscribe': `<${oneClick}>, <${mailto}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}

/** The mailer's work in the calling thread. */
export function createLocalMailer(options: MailerOptions): NewsletterMailer {
  const transport = createNewsletterTransport(options);
  const prepared = new Map<string, Prepared>();
  return {
    async render(request) {
      return request.kind === 'story'
        ? renderStoryMessage(request.publication, request.newsletter, request.story)
        : renderDigestMessage(request.publication, request.newsletter, request.stories);
    },
    async prepare(key, template) {
      prepared.set(key, {
        template: await compileMessage(template),
        senderEmail: template.from.address,
        baseUrl: template.baseUrl,
      });
    },
    async send(key, recipient) {
      const message = prepared.get(key);
      // The caller prepares before it sends (the thread's client again after a restart).
      if (!message) return { ok: false, permanent: false, answer: `no message prepared (${key})` };
      return transport.send(recipientMessage(message, recipient));
    },
    async release(key) {
      prepared.delete(key);
    },
    async close() {
      transport.close();
    },
  };
}

/** The mailer on its own thread (src/workers/newsletter-mail.ts). */
export function createThreadMailer(options: MailerOptions): NewsletterMailer {
  /** What was prepared, to prepare again on a thread that replaced one that died. */
  const templates = new Map<string, SendTemplate>();
  const client = createThreadClient<NewsletterMailer, MailerOptions>({
    entry: 'newsletter-mail',
    name: 'helionews-mail',
    data: options,
    onStart: async (call) => {
      for (const [key, template] of templates) await call('prepare', key, template);
    },
  });
  return {
    render: (request) => client.call('render', request),
    async prepare(key, template) {
      // Remembered once this thread has it: a thread this call starts is not prepared twice.
      await client.call('prepare', key, template);
      templates.set(key, template);
    },
    send: (key, recipient) => client.call('send', key, recipient),
    async release(key) {
      templates.delete(key);
      await client.call('release', key);
    },
    close: () => client.close('close'),
  };
}
