/**
 * The newsletters' mail thread (newsletter-sends.mailer.ts `createThreadMailer`): MJML renders,
 * MIME encoding and SMTP, off the event loop that serves readers, at a lower priority than it.
 */
import { lowerThreadPriority, serveOnThread, threadData } from '../lib/thread-service.js';
import {
  createLocalMailer,
  type MailerOptions,
} from '../modules/newsletter-sends/newsletter-sends.mailer.js';

lowerThreadPriority(10);
serveOnThread(createLocalMailer(threadData<MailerOptions>()));
