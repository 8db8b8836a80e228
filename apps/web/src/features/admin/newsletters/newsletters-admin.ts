/**
 * The newsletters' back-office (issue 32) as one lazy chunk: its three pages and the "Send as
 * newsletter" dialog the articles open. Nothing of the reader site imports it.
 */
export { NewslettersPage } from './routes/NewslettersPage';
export { NewsletterPage } from './routes/NewsletterPage';
export { NewsletterSendPage } from './routes/NewsletterSendPage';
export { SendAsNewsletterDialog } from './components/SendAsNewsletterDialog';
