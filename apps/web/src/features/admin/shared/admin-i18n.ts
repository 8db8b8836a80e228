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

/** The back-office's own texts: three namespaces, bundled into the admin chunk only. */
export const ADMIN_SHELL_NS = 'adminShell';
export const ADMIN_PAGES_NS = 'adminPages';
export const ADMIN_DASHBOARD_NS = 'adminDashboard';

const bundles: Record<Language, [shell: object, pages: object, dashboard: object]> = {
  en: [enShell, enPages, enDashboard],
  fr: [frShell, frPages, frDashboard],
  es: [esShell, esPages, esDashboard],
  de: [deShell, dePages, deDashboard],
  zh: [zhShell, zhPages, zhDashboard],
  pt: [ptShell, ptPages, ptDashboard],
  ru: [ruShell, ruPages, ruDashboard],
  ja: [jaShell, jaPages, jaDashboard],
};

/** Called when the admin chunk loads (importing this module is enough); safe to call again. */
export function registerAdminTranslations(): void {
  for (const [language, [shell, pages, dashboard]] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, ADMIN_SHELL_NS))
      i18n.addResourceBundle(language, ADMIN_SHELL_NS, shell);
    if (!i18n.hasResourceBundle(language, ADMIN_PAGES_NS))
      i18n.addResourceBundle(language, ADMIN_PAGES_NS, pages);
    if (!i18n.hasResourceBundle(language, ADMIN_DASHBOARD_NS))
      i18n.addResourceBundle(language, ADMIN_DASHBOARD_NS, dashboard);
  }
}

registerAdminTranslations();
