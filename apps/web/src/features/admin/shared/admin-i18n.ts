import type { Language } from '@helionews/contracts';
import { i18n } from '@/lib/i18n';
import deDashboard from '@/locales/de/admin-dashboard.json';
import enDashboard from '@/locales/en/admin-dashboard.json';
import esDashboard from '@/locales/es/admin-dashboard.json';
import frDashboard from '@/locales/fr/admin-dashboard.json';
import jaDashboard from '@/locales/ja/admin-dashboard.json';
import ptDashboard from '@/locales/pt/admin-dashboard.json';
import ruDashboard from '@/locales/ru/admin-dashboard.json';
import zhDashboard from '@/locales/zh/admin-dashboard.json';
import deShell from '@/locales/de/admin-shell.json';
import enShell from '@/locales/en/admin-shell.json';
import esShell from '@/locales/es/admin-shell.json';
import frShell from '@/locales/fr/admin-shell.json';
import jaShell from '@/locales/ja/admin-shell.json';
import ptShell from '@/locales/pt/admin-shell.json';
import ruShell from '@/locales/ru/admin-shell.json';
import zhShell from '@/locales/zh/admin-shell.json';
import dePages from '@/locales/de/admin-pages.json';
import enPages from '@/locales/en/admin-pages.json';
import esPages from '@/locales/es/admin-pages.json';
import frPages from '@/locales/fr/admin-pages.json';
import jaPages from '@/locales/ja/admin-pages.json';
import ptPages from '@/locales/pt/admin-pages.json';
import ruPages from '@/locales/ru/admin-pages.json';
import zhPages from '@/locales/zh/admin-pages.json';
import deUsers from '@/locales/de/admin-users.json';
import enUsers from '@/locales/en/admin-users.json';
import esUsers from '@/locales/es/admin-users.json';
import frUsers from '@/locales/fr/admin-users.json';
import jaUsers from '@/locales/ja/admin-users.json';
import ptUsers from '@/locales/pt/admin-users.json';
import ruUsers from '@/locales/ru/admin-users.json';
import zhUsers from '@/locales/zh/admin-users.json';
import deArticles from '@/locales/de/admin-articles.json';
import enArticles from '@/locales/en/admin-articles.json';
import esArticles from '@/locales/es/admin-articles.json';
import frArticles from '@/locales/fr/admin-articles.json';
import jaArticles from '@/locales/ja/admin-articles.json';
import ptArticles from '@/locales/pt/admin-articles.json';
import ruArticles from '@/locales/ru/admin-articles.json';
import zhArticles from '@/locales/zh/admin-articles.json';
import deStories from '@/locales/de/admin-stories.json';
import enStories from '@/locales/en/admin-stories.json';
import esStories from '@/locales/es/admin-stories.json';
import frStories from '@/locales/fr/admin-stories.json';
import jaStories from '@/locales/ja/admin-stories.json';
import ptStories from '@/locales/pt/admin-stories.json';
import ruStories from '@/locales/ru/admin-stories.json';
import zhStories from '@/locales/zh/admin-stories.json';
import deCategories from '@/locales/de/admin-categories.json';
import enCategories from '@/locales/en/admin-categories.json';
import esCategories from '@/locales/es/admin-categories.json';
import frCategories from '@/locales/fr/admin-categories.json';
import jaCategories from '@/locales/ja/admin-categories.json';
import ptCategories from '@/locales/pt/admin-categories.json';
import ruCategories from '@/locales/ru/admin-categories.json';
import zhCategories from '@/locales/zh/admin-categories.json';
import deScheduler from '@/locales/de/admin-scheduler.json';
import enScheduler from '@/locales/en/admin-scheduler.json';
import esScheduler from '@/locales/es/admin-scheduler.json';
import frScheduler from '@/locales/fr/admin-scheduler.json';
import jaScheduler from '@/locales/ja/admin-scheduler.json';
import ptScheduler from '@/locales/pt/admin-scheduler.json';
import ruScheduler from '@/locales/ru/admin-scheduler.json';
import zhScheduler from '@/locales/zh/admin-scheduler.json';
import deSecurity from '@/locales/de/admin-security.json';
import enSecurity from '@/locales/en/admin-security.json';
import esSecurity from '@/locales/es/admin-security.json';
import frSecurity from '@/locales/fr/admin-security.json';
import jaSecurity from '@/locales/ja/admin-security.json';
import ptSecurity from '@/locales/pt/admin-security.json';
import ruSecurity from '@/locales/ru/admin-security.json';
import zhSecurity from '@/locales/zh/admin-security.json';

import deRss from '@/locales/de/admin-rss.json';
import enRss from '@/locales/en/admin-rss.json';
import esRss from '@/locales/es/admin-rss.json';
import frRss from '@/locales/fr/admin-rss.json';
import jaRss from '@/locales/ja/admin-rss.json';
import ptRss from '@/locales/pt/admin-rss.json';
import ruRss from '@/locales/ru/admin-rss.json';
import zhRss from '@/locales/zh/admin-rss.json';
import deAds from '@/locales/de/admin-ads.json';
import enAds from '@/locales/en/admin-ads.json';
import esAds from '@/locales/es/admin-ads.json';
import frAds from '@/locales/fr/admin-ads.json';
import jaAds from '@/locales/ja/admin-ads.json';
import ptAds from '@/locales/pt/admin-ads.json';
import ruAds from '@/locales/ru/admin-ads.json';
import zhAds from '@/locales/zh/admin-ads.json';
import deAnalytics from '@/locales/de/admin-analytics.json';
import enAnalytics from '@/locales/en/admin-analytics.json';
import esAnalytics from '@/locales/es/admin-analytics.json';
import frAnalytics from '@/locales/fr/admin-analytics.json';
import jaAnalytics from '@/locales/ja/admin-analytics.json';
import ptAnalytics from '@/locales/pt/admin-analytics.json';
import ruAnalytics from '@/locales/ru/admin-analytics.json';
import zhAnalytics from '@/locales/zh/admin-analytics.json';

/** The back-office's own texts, one namespace per area, bundled into the admin chunk only. */
export const ADMIN_SHELL_NS = 'adminShell';
export const ADMIN_PAGES_NS = 'adminPages';
export const ADMIN_DASHBOARD_NS = 'adminDashboard';
export const ADMIN_USERS_NS = 'adminUsers';
export const ADMIN_ARTICLES_NS = 'adminArticles';
export const ADMIN_STORIES_NS = 'adminStories';
export const ADMIN_CATEGORIES_NS = 'adminCategories';
export const ADMIN_SCHEDULER_NS = 'adminScheduler';
export const ADMIN_SECURITY_NS = 'adminSecurity';
export const ADMIN_RSS_NS = 'adminRss';
export const ADMIN_ADS_NS = 'adminAds';
export const ADMIN_ANALYTICS_NS = 'adminAnalytics';

const bundles: Record<Language, Record<string, object>> = {
  en: {
    [ADMIN_SHELL_NS]: enShell,
    [ADMIN_PAGES_NS]: enPages,
    [ADMIN_DASHBOARD_NS]: enDashboard,
    [ADMIN_USERS_NS]: enUsers,
    [ADMIN_ARTICLES_NS]: enArticles,
    [ADMIN_STORIES_NS]: enStories,
    [ADMIN_CATEGORIES_NS]: enCategories,
    [ADMIN_SCHEDULER_NS]: enScheduler,
    [ADMIN_SECURITY_NS]: enSecurity,
    [ADMIN_RSS_NS]: enRss,
    [ADMIN_ADS_NS]: enAds,
    [ADMIN_ANALYTICS_NS]: enAnalytics,
  },
  fr: {
    [ADMIN_SHELL_NS]: frShell,
    [ADMIN_PAGES_NS]: frPages,
    [ADMIN_DASHBOARD_NS]: frDashboard,
    [ADMIN_USERS_NS]: frUsers,
    [ADMIN_ARTICLES_NS]: frArticles,
    [ADMIN_STORIES_NS]: frStories,
    [ADMIN_CATEGORIES_NS]: frCategories,
    [ADMIN_SCHEDULER_NS]: frScheduler,
    [ADMIN_SECURITY_NS]: frSecurity,
    [ADMIN_RSS_NS]: frRss,
    [ADMIN_ADS_NS]: frAds,
    [ADMIN_ANALYTICS_NS]: frAnalytics,
  },
  es: {
    [ADMIN_SHELL_NS]: esShell,
    [ADMIN_PAGES_NS]: esPages,
    [ADMIN_DASHBOARD_NS]: esDashboard,
    [ADMIN_USERS_NS]: esUsers,
    [ADMIN_ARTICLES_NS]: esArticles,
    [ADMIN_STORIES_NS]: esStories,
    [ADMIN_CATEGORIES_NS]: esCategories,
    [ADMIN_SCHEDULER_NS]: esScheduler,
    [ADMIN_SECURITY_NS]: esSecurity,
    [ADMIN_RSS_NS]: esRss,
    [ADMIN_ADS_NS]: esAds,
    [ADMIN_ANALYTICS_NS]: esAnalytics,
  },
  de: {
    [ADMIN_SHELL_NS]: deShell,
    [ADMIN_PAGES_NS]: dePages,
    [ADMIN_DASHBOARD_NS]: deDashboard,
    [ADMIN_USERS_NS]: deUsers,
    [ADMIN_ARTICLES_NS]: deArticles,
    [ADMIN_STORIES_NS]: deStories,
    [ADMIN_CATEGORIES_NS]: deCategories,
    [ADMIN_SCHEDULER_NS]: deScheduler,
    [ADMIN_SECURITY_NS]: deSecurity,
    [ADMIN_RSS_NS]: deRss,
    [ADMIN_ADS_NS]: deAds,
    [ADMIN_ANALYTICS_NS]: deAnalytics,
  },
  zh: {
    [ADMIN_SHELL_NS]: zhShell,
    [ADMIN_PAGES_NS]: zhPages,
    [ADMIN_DASHBOARD_NS]: zhDashboard,
    [ADMIN_USERS_NS]: zhUsers,
    [ADMIN_ARTICLES_NS]: zhArticles,
    [ADMIN_STORIES_NS]: zhStories,
    [ADMIN_CATEGORIES_NS]: zhCategories,
    [ADMIN_SCHEDULER_NS]: zhScheduler,
    [ADMIN_SECURITY_NS]: zhSecurity,
    [ADMIN_RSS_NS]: zhRss,
    [ADMIN_ADS_NS]: zhAds,
    [ADMIN_ANALYTICS_NS]: zhAnalytics,
  },
  pt: {
    [ADMIN_SHELL_NS]: ptShell,
    [ADMIN_PAGES_NS]: ptPages,
    [ADMIN_DASHBOARD_NS]: ptDashboard,
    [ADMIN_USERS_NS]: ptUsers,
    [ADMIN_ARTICLES_NS]: ptArticles,
    [ADMIN_STORIES_NS]: ptStories,
    [ADMIN_CATEGORIES_NS]: ptCategories,
    [ADMIN_SCHEDULER_NS]: ptScheduler,
    [ADMIN_SECURITY_NS]: ptSecurity,
    [ADMIN_RSS_NS]: ptRss,
    [ADMIN_ADS_NS]: ptAds,
    [ADMIN_ANALYTICS_NS]: ptAnalytics,
  },
  ru: {
    [ADMIN_SHELL_NS]: ruShell,
    [ADMIN_PAGES_NS]: ruPages,
    [ADMIN_DASHBOARD_NS]: ruDashboard,
    [ADMIN_USERS_NS]: ruUsers,
    [ADMIN_ARTICLES_NS]: ruArticles,
    [ADMIN_STORIES_NS]: ruStories,
    [ADMIN_CATEGORIES_NS]: ruCategories,
    [ADMIN_SCHEDULER_NS]: ruScheduler,
    [ADMIN_SECURITY_NS]: ruSecurity,
    [ADMIN_RSS_NS]: ruRss,
    [ADMIN_ADS_NS]: ruAds,
    [ADMIN_ANALYTICS_NS]: ruAnalytics,
  },
  ja: {
    [ADMIN_SHELL_NS]: jaShell,
    [ADMIN_PAGES_NS]: jaPages,
    [ADMIN_DASHBOARD_NS]: jaDashboard,
    [ADMIN_USERS_NS]: jaUsers,
    [ADMIN_ARTICLES_NS]: jaArticles,
    [ADMIN_STORIES_NS]: jaStories,
    [ADMIN_CATEGORIES_NS]: jaCategories,
    [ADMIN_SCHEDULER_NS]: jaScheduler,
    [ADMIN_SECURITY_NS]: jaSecurity,
    [ADMIN_RSS_NS]: jaRss,
    [ADMIN_ADS_NS]: jaAds,
    [ADMIN_ANALYTICS_NS]: jaAnalytics,
  },
};

/** Called when the admin chunk loads (importing this module is enough); safe to call again. */
export function registerAdminTranslations(): void {
  for (const [language, namespaces] of Object.entries(bundles)) {
    for (const [namespace, resources] of Object.entries(namespaces)) {
      if (!i18n.hasResourceBundle(language, namespace))
        i18n.addResourceBundle(language, namespace, resources);
    }
  }
}

registerAdminTranslations();
