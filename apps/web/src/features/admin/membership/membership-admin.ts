/**
 * The membership back-office (issue 33) as one lazy chunk: the publication's Stripe keys, its
 * paywall and its tiers. Nothing of the reader site imports it.
 */
export { MembershipPage } from './routes/MembershipPage';
