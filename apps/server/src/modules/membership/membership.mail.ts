import type { Language } from '@helionews/contracts';
import type { MailMessage } from '../../lib/mailer.js';
import { linkMail } from '../auth/auth.mail.js';

/** The mails of a paid membership: welcome, a failed payment, the end of it. */
export type MembershipMailKind = 'welcome' | 'paymentFailed' | 'canceled';

interface MailTexts {
  subject: (site: string, tier: string) => string;
  intro: (site: string, tier: string) => string;
  action: string;
  note: string;
}

interface LanguageTexts {
  greeting: string;
  mails: Record<MembershipMailKind, MailTexts>;
}

/** The membership mails in each interface language. */
const TEXTS: Record<Language, LanguageTexts> = {
  en: {
    greeting: 'Hello,',
    mails: {
      welcome: {
        subject: (site) => `Welcome to ${site}: your membership is active`,
        intro: (site, tier) =>
          `Thank you for supporting ${site}. Your ${tier} membership is now active.`,
        action: 'Manage my membership',
        note: 'You can change or cancel it at any time from your profile.',
      },
      paymentFailed: {
        subject: (site) => `${site}: your membership payment failed`,
        intro: (site, tier) =>
          `We could not take the payment for your ${tier} membership of ${site}. We will try again in a few days.`,
        action: 'Update my payment method',
        note: 'Your membership stays active while we retry.',
      },
      canceled: {
        subject: (site) => `${site}: your membership has ended`,
        intro: (site, tier) =>
          `Your ${tier} membership of ${site} has ended. You keep your free account.`,
        action: 'See the memberships',
        note: 'We hope to see you back soon.',
      },
    },
  },
  fr: {
    greeting: 'Bonjour,',
    mails: {
      welcome: {
        subject: (site) => `Bienvenue chez ${site} : votre abonnement est actif`,
        intro: (site, tier) =>
          `Merci de soutenir ${site}. Votre abonnement ${tier} est désormais actif.`,
        action: 'Gérer mon abonnement',
        note: 'Vous pouvez le modifier ou le résilier à tout moment depuis votre profil.',
      },
      paymentFailed: {
        subject: (site) => `${site} : le paiement de votre abonnement a échoué`,
        intro: (site, tier) =>
          `Nous n’avons pas pu encaisser le paiement de votre abonnement ${tier} à ${site}. Nous réessaierons dans quelques jours.`,
        action: 'Mettre à jour mon moyen de paiement',
        note: 'Votre abonnement reste actif pendant les nouvelles tentatives.',
      },
      canceled: {
        subject: (site) => `${site} : votre abonnement a pris fin`,
        intro: (site, tier) =>
          `Votre abonnement ${tier} à ${site} a pris fin. Vous conservez votre compte gratuit.`,
        action: 'Voir les abonnements',
        note: 'Nous espérons vous revoir bientôt.',
      },
    },
  },
  es: {
    greeting: 'Hola:',
    mails: {
      welcome: {
        subject: (site) => `Te damos la bienvenida a ${site}: tu membresía está activa`,
        intro: (site, tier) => `Gracias por apoyar a ${site}. Tu membresía ${tier} ya está activa.`,
        action: 'Gestionar mi membresía',
        note: 'Puedes cambiarla o cancelarla cuando quieras desde tu perfil.',
      },
      paymentFailed: {
        subject: (site) => `${site}: falló el pago de tu membresía`,
        intro: (site, tier) =>
          `No pudimos cobrar tu membresía ${tier} de ${site}. Lo volveremos a intentar en unos días.`,
        action: 'Actualizar mi método de pago',
        note: 'Tu membresía sigue activa mientras lo reintentamos.',
      },
      canceled: {
        subject: (site) => `${site}: tu membresía ha terminado`,
        intro: (site, tier) =>
          `Tu membresía ${tier} de ${site} ha terminado. Conservas tu cuenta gratuita.`,
        action: 'Ver las membresías',
        note: 'Esperamos verte de nuevo pronto.',
      },
    },
  },
  de: {
    greeting: 'Hallo,',
    mails: {
      welcome: {
        subject: (site) => `Willkommen bei ${site}: Ihre Mitgliedschaft ist aktiv`,
        intro: (site, tier) =>
          `Danke, dass Sie ${site} unterstützen. Ihre Mitgliedschaft ${tier} ist jetzt aktiv.`,
        action: 'Mitgliedschaft verwalten',
        note: 'Sie können sie jederzeit in Ihrem Profil ändern oder kündigen.',
      },
      paymentFailed: {
        subject: (site) => `${site}: Die Zahlung Ihrer Mitgliedschaft ist fehlgeschlagen`,
        intro: (site, tier) =>
          `Wir konnten die Zahlung für Ihre Mitgliedschaft ${tier} bei ${site} nicht einziehen. Wir versuchen es in einigen Tagen erneut.`,
        action: 'Zahlungsmethode aktualisieren',
        note: 'Ihre Mitgliedschaft bleibt aktiv, solange wir es erneut versuchen.',
      },
      canceled: {
        subject: (site) => `${site}: Ihre Mitgliedschaft ist beendet`,
        intro: (site, tier) =>
          `Ihre Mitgliedschaft ${tier} bei ${site} ist beendet. Ihr kostenloses Konto bleibt bestehen.`,
        action: 'Mitgliedschaften ansehen',
        note: 'Wir hoffen, Sie bald wiederzusehen.',
      },
    },
  },
  zh: {
    greeting: '您好：',
    mails: {
      welcome: {
        subject: (site) => `欢迎加入 ${site}：您的会员已生效`,
        intro: (site, tier) => `感谢您支持 ${site}。您的 ${tier} 会员现已生效。`,
        action: '管理我的会员',
        note: '您可以随时在个人资料中更改或取消会员。',
      },
      paymentFailed: {
        subject: (site) => `${site}：您的会员付款失败`,
        intro: (site, tier) => `我们未能收取您在 ${site} 的 ${tier} 会员费用，将在几天后重试。`,
        action: '更新付款方式',
        note: '重试期间您的会员仍然有效。',
      },
      canceled: {
        subject: (site) => `${site}：您的会员已结束`,
        intro: (site, tier) => `您在 ${site} 的 ${tier} 会员已结束，您的免费账户仍然保留。`,
        action: '查看会员方案',
        note: '期待您早日回来。',
      },
    },
  },
  pt: {
    greeting: 'Olá,',
    mails: {
      welcome: {
        subject: (site) => `Boas-vindas a ${site}: sua assinatura está ativa`,
        intro: (site, tier) => `Obrigado por apoiar ${site}. Sua assinatura ${tier} já está ativa.`,
        action: 'Gerenciar minha assinatura',
        note: 'Você pode alterá-la ou cancelá-la a qualquer momento no seu perfil.',
      },
      paymentFailed: {
        subject: (site) => `${site}: o pagamento da sua assinatura falhou`,
        intro: (site, tier) =>
          `Não conseguimos cobrar sua assinatura ${tier} de ${site}. Tentaremos novamente em alguns dias.`,
        action: 'Atualizar minha forma de pagamento',
        note: 'Sua assinatura continua ativa enquanto tentamos de novo.',
      },
      canceled: {
        subject: (site) => `${site}: sua assinatura terminou`,
        intro: (site, tier) =>
          `Sua assinatura ${tier} de ${site} terminou. Você mantém sua conta gratuita.`,
        action: 'Ver as assinaturas',
        note: 'Esperamos ver você de volta em breve.',
      },
    },
  },
  ru: {
    greeting: 'Здравствуйте!',
    mails: {
      welcome: {
        subject: (site) => `Добро пожаловать в ${site}: подписка активна`,
        intro: (site, tier) =>
          `Спасибо, что поддерживаете ${site}. Ваша подписка «${tier}» активна.`,
        action: 'Управлять подпиской',
        note: 'Изменить или отменить её можно в любой момент в профиле.',
      },
      paymentFailed: {
        subject: (site) => `${site}: не удалось оплатить подписку`,
        intro: (site, tier) =>
          `Нам не удалось списать оплату за подписку «${tier}» на ${site}. Мы попробуем снова через несколько дней.`,
        action: 'Обновить способ оплаты',
        note: 'Пока мы пробуем снова, подписка остаётся активной.',
      },
      canceled: {
        subject: (site) => `${site}: ваша подписка закончилась`,
        intro: (site, tier) =>
          `Ваша подписка «${tier}» на ${site} закончилась. Бесплатная учётная запись остаётся за вами.`,
        action: 'Посмотреть подписки',
        note: 'Надеемся скоро увидеть вас снова.',
      },
    },
  },
  ja: {
    greeting: 'こんにちは。',
    mails: {
      welcome: {
        subject: (site) => `${site} へようこそ：メンバーシップが有効になりました`,
        intro: (site, tier) =>
          `${site} を支援いただきありがとうございます。${tier} メンバーシップが有効になりました。`,
        action: 'メンバーシップを管理する',
        note: 'プロフィールからいつでも変更・解約できます。',
      },
      paymentFailed: {
        subject: (site) => `${site}：メンバーシップのお支払いに失敗しました`,
        intro: (site, tier) =>
          `${site} の ${tier} メンバーシップのお支払いを処理できませんでした。数日後に再度お試しします。`,
        action: 'お支払い方法を更新する',
        note: '再試行の間もメンバーシップは有効です。',
      },
      canceled: {
        subject: (site) => `${site}：メンバーシップが終了しました`,
        intro: (site, tier) =>
          `${site} の ${tier} メンバーシップは終了しました。無料アカウントはそのままご利用いただけます。`,
        action: 'メンバーシップを見る',
        note: 'またのご利用をお待ちしています。',
      },
    },
  },
};

export interface MembershipMailInput {
  kind: MembershipMailKind;
  to: string;
  site: string;
  primaryColor: string;
  tier: string;
  /** The profile (welcome, failed payment) or the pricing page (ended), absolute. */
  link: string;
  language: Language;
}

export function buildMembershipMail(input: MembershipMailInput): MailMessage {
  const texts = TEXTS[input.language];
  const t = texts.mails[input.kind];
  return linkMail({
    to: input.to,
    site: input.site,
    primaryColor: input.primaryColor,
    link: input.link,
    language: input.language,
    subject: t.subject(input.site, input.tier),
    greeting: texts.greeting,
    intro: t.intro(input.site, input.tier),
    action: t.action,
    notes: [t.note],
  });
}
