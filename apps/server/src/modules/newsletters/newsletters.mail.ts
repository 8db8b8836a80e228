import { NEWSLETTER_LIMITS, type Language } from '@helionews/contracts';
import type { MailMessage } from '../../lib/mailer.js';
import { linkMail } from '../auth/auth.mail.js';

interface ConfirmMailTexts {
  subject: (site: string) => string;
  greeting: string;
  intro: (site: string, newsletters: string) => string;
  action: string;
  expiry: (hours: number) => string;
  ignore: string;
}

/** The confirmation mail of a subscription request (double opt-in), in each interface language. */
const CONFIRM_MAIL: Record<Language, ConfirmMailTexts> = {
  en: {
    subject: (site) => `Confirm your subscription to ${site}`,
    greeting: 'Hello,',
    intro: (site, names) => `Someone asked to subscribe this address to ${names} from ${site}.`,
    action: 'Confirm my subscription',
    expiry: (hours) => `This link expires in ${hours} hours.`,
    ignore: 'If you did not ask for this, ignore this email: you will not be subscribed.',
  },
  fr: {
    subject: (site) => `Confirmez votre abonnement à ${site}`,
    greeting: 'Bonjour,',
    intro: (site, names) => `Quelqu’un a demandé à abonner cette adresse à ${names} de ${site}.`,
    action: 'Confirmer mon abonnement',
    expiry: (hours) => `Ce lien expire dans ${hours} heures.`,
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : vous ne serez pas abonné.',
  },
  es: {
    subject: (site) => `Confirma tu suscripción a ${site}`,
    greeting: 'Hola:',
    intro: (site, names) => `Alguien pidió suscribir esta dirección a ${names} de ${site}.`,
    action: 'Confirmar mi suscripción',
    expiry: (hours) => `Este enlace caduca en ${hours} horas.`,
    ignore: 'Si no lo pediste, ignora este correo: no quedarás suscrito.',
  },
  de: {
    subject: (site) => `Bestätigen Sie Ihr Abonnement von ${site}`,
    greeting: 'Hallo,',
    intro: (site, names) =>
      `Jemand hat angefordert, diese Adresse für ${names} von ${site} anzumelden.`,
    action: 'Abonnement bestätigen',
    expiry: (hours) => `Dieser Link läuft in ${hours} Stunden ab.`,
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Sie werden nicht angemeldet.',
  },
  zh: {
    subject: (site) => `确认订阅 ${site}`,
    greeting: '您好：',
    intro: (site, names) => `有人请求为此邮箱订阅 ${site} 的 ${names}。`,
    action: '确认订阅',
    expiry: (hours) => `此链接将在 ${hours} 小时后失效。`,
    ignore: '如果这不是您本人的操作，请忽略此邮件，您不会被订阅。',
  },
  pt: {
    subject: (site) => `Confirme sua assinatura de ${site}`,
    greeting: 'Olá,',
    intro: (site, names) => `Alguém pediu para inscrever este endereço em ${names} de ${site}.`,
    action: 'Confirmar minha assinatura',
    expiry: (hours) => `Este link expira em ${hours} horas.`,
    ignore: 'Se você não pediu isso, ignore este e-mail: você não será inscrito.',
  },
  ru: {
    subject: (site) => `Подтвердите подписку на ${site}`,
    greeting: 'Здравствуйте!',
    intro: (site, names) => `Кто-то попросил подписать этот адрес на ${names} от ${site}.`,
    action: 'Подтвердить подписку',
    expiry: (hours) => `Ссылка действительна ${hours} часов.`,
    ignore: 'Если это были не вы, просто проигнорируйте письмо: подписка не будет оформлена.',
  },
  ja: {
    subject: (site) => `${site} の購読を確認してください`,
    greeting: 'こんにちは。',
    intro: (site, names) => `このアドレスで ${site} の ${names} を購読するリクエストがありました。`,
    action: '購読を確認する',
    expiry: (hours) => `このリンクの有効期限は ${hours} 時間です。`,
    ignore: 'お心当たりがない場合は、このメールを無視してください。購読は登録されません。',
  },
};

/** How a list of newsletter names reads in a sentence of each language. */
const LIST_FORMATS: Record<Language, Intl.ListFormat> = Object.fromEntries(
  (Object.keys(CONFIRM_MAIL) as Language[]).map((language) => [
    language,
    new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }),
  ]),
) as Record<Language, Intl.ListFormat>;

export interface ConfirmMailInput {
  to: string;
  site: string;
  primaryColor: string;
  newsletters: string[];
  link: string;
  language: Language;
}

/** The mail whose link confirms a subscription request. */
export function buildConfirmMail(input: ConfirmMailInput): MailMessage {
  const t = CONFIRM_MAIL[input.language];
  return linkMail({
    to: input.to,
    site: input.site,
    primaryColor: input.primaryColor,
    link: input.link,
    language: input.language,
    subject: t.subject(input.site),
    greeting: t.greeting,
    intro: t.intro(input.site, LIST_FORMATS[input.language].format(input.newsletters)),
    action: t.action,
    notes: [t.expiry(NEWSLETTER_LIMITS.confirmationHours), t.ignore],
  });
}
