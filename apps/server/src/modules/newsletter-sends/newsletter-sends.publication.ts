import { BRANDING_DEFAULTS } from '@helionews/contracts';
import type { NewsletterRow, StoryRow, TenantRow } from '../../db/schema/index.js';
import { teaserOf } from '../../lib/teaser.js';
import { siteBaseUrl } from '../seo/site-urls.js';
import { toPublicSiteSettings } from '../tenants/tenants.mapper.js';
import type { MessagePublication, MessageStory } from './newsletter-sends.message.js';
import type { SendTemplate } from './newsletter-sends.mailer.js';

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

/**
 * A members/paid story's newsletter carries its teaser only (issue 33), like every shared copy:
 * the publication's `preview_paragraphs` (the repository's `previewParagraphs`).
 */
export function messageStoryOf(story: StoryRow, previewParagraphs: number): MessageStory {
  return {
    id: story.id,
    title: story.title,
    summary: story.summary,
    bodyHtml:
      story.access === 'public' ? story.bodyHtml : teaserOf(story.bodyHtml, previewParagraphs),
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
 * A send's message as the mailer prepares it: the sender, the subject and the stored parts with
 * the placeholder where each recipient's token goes.
 */
export function sendTemplateOf(
  newsletter: Pick<NewsletterRow, 'senderName' | 'senderEmail' | 'replyTo'>,
  message: { subject: string; html: string; text: string },
  baseUrl: string,
): SendTemplate {
  return {
    from: { name: newsletter.senderName, address: newsletter.senderEmail },
    replyTo: newsletter.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
    baseUrl,
  };
}
