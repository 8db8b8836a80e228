/**
 * The members' back-office (issue 33) as one lazy chunk: the Members page with its figures.
 * The dashboard's small card (entry/MembershipCard) is imported by the dashboard itself; the
 * Analytics page opens the figures through entry/MembershipFiguresEntry, which loads this chunk.
 */
export { MembershipCharts } from './components/MembershipCharts';
export { MembersPage } from './routes/MembersPage';
