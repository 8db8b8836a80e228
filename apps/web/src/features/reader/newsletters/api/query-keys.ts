/** The newsletters feature's cache keys (the publication's: dropped when the tenant changes). */
export const newsletterKeys = {
  all: ['newsletters'] as const,
  list: () => [...newsletterKeys.all, 'list'] as const,
  confirm: (token: string) => [...newsletterKeys.all, 'confirm', token] as const,
  unsubscribeTarget: (token: string) => [...newsletterKeys.all, 'unsubscribe', token] as const,
};
