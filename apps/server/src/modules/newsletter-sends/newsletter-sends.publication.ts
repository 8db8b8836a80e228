import { BRANDING_DEFAULTS } from '@helionews/contracts';
import type { NewsletterRow, StoryRow, TenantRow } from '../../db/schema/index.js';
import { siteBaseUrl } from '../seo/site-urls.js';
import { toPublicSiteSettings } from '../tenants/tenants.mapper.js';
import type { MessagePublication, MessageStory } from './newsletter-sends.message.js';
import { unsubscribeUrl } from './newsletter-sends.message.js';
import { compileMessage, type MessageTemplate } from './newsletter-sends.mime.js';
import type { OutgoingMessage } from './newsletter-sends.transport.js';

/** The publication as its newsletters show it: site title, language, logo, colour, site base. */
export function publicationOf(tenant: TenantRow, publicUrl: string): MessagePublication {
  const site = toPublicSiteSettings(tenant);
  return {
    name: site.site_title,
    // No request: the publication's address under PUBLIC_URL (its own host is a request's).
    baseUrl: siteBaseUrl({
      tenant: { slug: tenant.slug },
      requestHost: '',
      requestProtocol: 'https',
      publicUrl,
    }),
    logoUrl: tenant.logoUrl,
    primaryColor: tenant.branding.primary_color ?? BRANDING_DEFAULTS.primary_color,
    language: site.default_language,
    timeZone: site.time_zone,
  };
}

export function messageStoryOf(story: StoryRow): MessageStory {
  return {
    id: story.id,
    title: story.title,
    summary: story.summary,
    bodyHtml: story.bodyHtml,
    imageUrl: story.imageUrl,
    imageAlt: story.imageAlt ?? '',
    author: story.author ?? '',
    publishedAt: story.publishedAt,
  };
}

/** The domain of a newsletter's Message-IDs: its sender's. */
export function messageIdDomain(newsletter: Pick<NewsletterRow, 'senderEmail'>): string {
  const domain = newsletter.senderEmail.split('@').pop()?.toLowerCase() ?? '';
  return /^[a-z0-9.-]+$/.test(domain) ? domain : 'helionews.local';
}

/**
 * A send's message, compiled once: the sender, the subject and the stored parts with the
 * placeholder where each recipient's token goes.
 */
export function templateOf(
  newsletter: Pick<NewsletterRow, 'senderName' | 'senderEmail' | 'replyTo'>,
  message: { subject: string; html: string; text: string },
): Promise<MessageTemplate> {
  return compileMessage({
    from: { name: newsletter.senderName, address: newsletter.senderEmail },
    replyTo: newsletter.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
  });
}

/**
 * One recipient's copy: their unsubscribe token in the links and in the List-Unsubscribe headers
 * (https one-click, RFC 8058, and mailto), the delivery's fixed Message-ID.
 */
export function recipientMessage(input: {
  template: MessageTemplate;
  newsletter: Pick<NewsletterRow, 'senderEmail'>;
  baseUrl: string;
  to: string;
  token: string;
  messageId: string;
}): OutgoingMessage {
  const oneClick = unsubscribeUrl(input.baseUrl, input.token);
  const mailto = `mailto:${input.newsletter.senderEmail}?subject=${encodeURIComponent(`unsubscribe ${input.token}`)}`;
  return {
    from: input.newsletter.senderEmail,
    to: input.to,
    raw: input.template.render({
      to: input.to,
      urlToken: encodeURIComponent(input.token),
      messageId: input.messageId,
      headers: {
        'List-Unsubscribe': `<${oneClick}>, <${mailto}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}
