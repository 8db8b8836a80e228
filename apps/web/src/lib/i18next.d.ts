import type en from '@/locales/en/common.json';

// English is the reference catalogue: `t('nav.hme')` is a type error, not a blank label.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof en };
    returnNull: false;
  }
}
