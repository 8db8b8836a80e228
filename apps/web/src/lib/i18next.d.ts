import type enSso from '@/locales/en/admin-sso.json';
import type enSitePages from '@/locales/en/admin-site-pages.json';
import type enSecurity from '@/locales/en/admin-security.json';
import type enRss from '@/locales/en/admin-rss.json';
import type enAnalytics from '@/locales/en/admin-analytics.json';
import type enAds from '@/locales/en/admin-ads.json';
import type enComments from '@/locales/en/admin-comments.json';
import type enNewsletters from '@/locales/en/admin-newsletters.json';
import type enMembers from '@/locales/en/admin-members.json';
import type enMembership from '@/locales/en/admin-membership.json';
import type enMedia from '@/locales/en/admin-media.json';
import type enScheduler from '@/locales/en/admin-scheduler.json';
import type enCategories from '@/locales/en/admin-categories.json';
import type enTags from '@/locales/en/admin-tags.json';
import type enStories from '@/locales/en/admin-stories.json';
import type enArticles from '@/locales/en/admin-articles.json';
import type enUsers from '@/locales/en/admin-users.json';
import type enDashboard from '@/locales/en/admin-dashboard.json';
import type enPages from '@/locales/en/admin-pages.json';
import type enShell from '@/locales/en/admin-shell.json';
import type en from '@/locales/en/common.json';
import type enAccountSecurity from '@/locales/en/account-security.json';
import type enReaderMembership from '@/locales/en/reader-membership.json';
import type enReaderNewsletters from '@/locales/en/reader-newsletters.json';
import type enReaderPages from '@/locales/en/reader-pages.json';

// English is the reference catalogue: `t('nav.hme')` is a type error, not a blank label.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      // Page texts are merged into `common` when their pages load (reader-page-texts.ts). The
      // comments' texts (reader-comments.json) are read by the plain thread script, not i18next
      // (features/reader/comments/thread/texts.ts).
      // The newsletters' texts (reader-newsletters.json) and membership's
      // (reader-membership.json) are merged the same way.
      common: typeof en &
        typeof enReaderPages &
        typeof enReaderNewsletters &
        typeof enReaderMembership;
      accountSecurity: typeof enAccountSecurity;
      adminShell: typeof enShell;
      adminPages: typeof enPages;
      adminDashboard: typeof enDashboard;
      adminUsers: typeof enUsers;
      adminArticles: typeof enArticles;
      adminStories: typeof enStories;
      adminCategories: typeof enCategories;
      adminTags: typeof enTags;
      adminScheduler: typeof enScheduler;
      adminSecurity: typeof enSecurity;
      adminRss: typeof enRss;
      adminAnalytics: typeof enAnalytics;
      adminAds: typeof enAds;
      adminComments: typeof enComments;
      adminNewsletters: typeof enNewsletters;
      adminMembers: typeof enMembers;
      adminMembership: typeof enMembership;
      adminMedia: typeof enMedia;
      adminSitePages: typeof enSitePages;
      adminSso: typeof enSso;
    };
    returnNull: false;
  }
}
