import type enDashboard from '@/locales/en/admin-dashboard.json';
import type enPages from '@/locales/en/admin-pages.json';
import type enShell from '@/locales/en/admin-shell.json';
import type en from '@/locales/en/common.json';

// English is the reference catalogue: `t('nav.hme')` is a type error, not a blank label.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof en;
      adminShell: typeof enShell;
      adminPages: typeof enPages;
      adminDashboard: typeof enDashboard;
    };
    returnNull: false;
  }
}
