/**
 * The members' back-office (issue 33) as one lazy chunk: the Members page with its figures.
 * The dashboard's small card (components/MembershipCard) is imported by the dashboard itself.
 */
export { MembersPage } from './routes/MembersPage';
