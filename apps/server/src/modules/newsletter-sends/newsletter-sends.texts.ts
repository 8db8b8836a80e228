import { LANGUAGES, type Language } from '@helionews/contracts';

/** The words of a newsletter mail around the story, in the publication's language. */
export interface NewsletterMailTexts {
  /** "Read on {site}": the link to the story on the publication's site. */
  readOn: (site: string) => string;
  /** The byline: "By {author}". */
  by: (author: string) => string;
  /** Why the reader gets it: "You receive {newsletter} from {site} because you subscribed." */
  why: (newsletter: string, site: string) => string;
  unsubscribe: string;
  /** A digest's subject and heading: "{newsletter}: {count} stories". */
  digestSubject: (newsletter: string, count: number) => string;
}

const TEXTS: Record<Language, NewsletterMailTexts> = {
  en: {
    readOn: (site) => `Read on ${site}`,
    by: (author) => `By ${author}`,
    why: (newsletter, site) =>
      `You receive ${newsletter} from ${site} because you subscribed to it.`,
    unsubscribe: 'Unsubscribe',
    digestSubject: (newsletter, count) =>
      `${newsletter}: ${count} ${count === 1 ? 'story' : 'stories'}`,
  },
  fr: {
    readOn: (site) => `Lire sur ${site}`,
    by: (author) => `Par ${author}`,
    why: (newsletter, site) =>
      `Vous recevez ${newsletter} de ${site} parce que vous vous y êtes abonné.`,
    unsubscribe: 'Se désabonner',
    digestSubject: (newsletter, count) =>
      `${newsletter} : ${count} ${count === 1 ? 'article' : 'articles'}`,
  },
  es: {
    readOn: (site) => `Leer en ${site}`,
    by: (author) => `Por ${author}`,
    why: (newsletter, site) => `Recibes ${newsletter} de ${site} porque te suscribiste.`,
    unsubscribe: 'Darse de baja',
    digestSubject: (newsletter, count) =>
      `${newsletter}: ${count} ${count === 1 ? 'noticia' : 'noticias'}`,
  },
  de: {
    readOn: (site) => `Auf ${site} lesen`,
    by: (author) => `Von ${author}`,
    why: (newsletter, site) =>
      `Sie erhalten ${newsletter} von ${site}, weil Sie den Newsletter abonniert haben.`,
    unsubscribe: 'Abbestellen',
    digestSubject: (newsletter, count) => `${newsletter}: ${count} Artikel`,
  },
  zh: {
    readOn: (site) => `在 ${site} 上阅读`,
    by: (author) => `作者：${author}`,
    why: (newsletter, site) => `您收到来自 ${site} 的 ${newsletter}，因为您订阅了它。`,
    unsubscribe: '退订',
    digestSubject: (newsletter, count) => `${newsletter}：${count} 篇文章`,
  },
  pt: {
    readOn: (site) => `Ler em ${site}`,
    by: (author) => `Por ${author}`,
    why: (newsletter, site) => `Você recebe ${newsletter} de ${site} porque se inscreveu.`,
    unsubscribe: 'Cancelar inscrição',
    digestSubject: (newsletter, count) =>
      `${newsletter}: ${count} ${count === 1 ? 'matéria' : 'matérias'}`,
  },
  ru: {
    readOn: (site) => `Читать на ${site}`,
    by: (author) => `Автор: ${author}`,
    why: (newsletter, site) => `Вы получаете «${newsletter}» от ${site}, потому что подписались.`,
    unsubscribe: 'Отписаться',
    digestSubject: (newsletter, count) => `${newsletter}: материалов — ${count}`,
  },
  ja: {
    readOn: (site) => `${site} で読む`,
    by: (author) => `${author} 記`,
    why: (newsletter, site) =>
      `${site} の ${newsletter} を購読しているため、このメールをお送りしています。`,
    unsubscribe: '配信停止',
    digestSubject: (newsletter, count) => `${newsletter}：${count} 本の記事`,
  },
};

/** The texts in `language` (a publication's default language), English for anything else. */
export function newsletterMailTexts(language: string | undefined): NewsletterMailTexts {
  return (LANGUAGES as readonly string[]).includes(language ?? '')
    ? TEXTS[language as Language]
    : TEXTS.en;
}
