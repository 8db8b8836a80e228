import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@helionews/contracts';
import type { MailMessage } from '../../lib/mailer.js';

interface ResetMailTexts {
  subject: (site: string) => string;
  greeting: (name: string) => string;
  intro: (site: string) => string;
  action: string;
  expiry: string;
  ignore: string;
}

/** The reset mail in each interface language; `{site}` is the publication's display name. */
const RESET_MAIL: Record<Language, ResetMailTexts> = {
  en: {
    subject: (site) => `Reset your ${site} password`,
    greeting: (name) => `Hello ${name},`,
    intro: (site) => `Someone asked to reset the password of your ${site} account.`,
    action: 'Choose a new password',
    expiry: 'This link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
  },
  fr: {
    subject: (site) => `Réinitialisez votre mot de passe ${site}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (site) => `Une réinitialisation du mot de passe de votre compte ${site} a été demandée.`,
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Ce lien ne fonctionne qu’une fois et expire dans 1 heure.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  },
  es: {
    subject: (site) => `Restablece tu contraseña de ${site}`,
    greeting: (name) => `Hola ${name}:`,
    intro: (site) => `Alguien pidió restablecer la contraseña de tu cuenta de ${site}.`,
    action: 'Elegir una contraseña nueva',
    expiry: 'Este enlace funciona una sola vez y caduca en 1 hora.',
    ignore: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  },
  de: {
    subject: (site) => `Setzen Sie Ihr ${site}-Passwort zurück`,
    greeting: (name) => `Hallo ${name},`,
    intro: (site) => `Jemand hat angefordert, das Passwort Ihres ${site}-Kontos zurückzusetzen.`,
    action: 'Neues Passwort wählen',
    expiry: 'Dieser Link funktioniert einmal und läuft in 1 Stunde ab.',
    ignore:
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  zh: {
    subject: (site) => `重置您的 ${site} 密码`,
    greeting: (name) => `${name}，您好：`,
    intro: (site) => `有人请求重置您的 ${site} 账户密码。`,
    action: '设置新密码',
    expiry: '此链接仅可使用一次，1 小时后失效。',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  pt: {
    subject: (site) => `Redefina sua senha do ${site}`,
    greeting: (name) => `Olá ${name},`,
    intro: (site) => `Alguém pediu para redefinir a senha da sua conta do ${site}.`,
    action: 'Escolher uma nova senha',
    expiry: 'Este link funciona uma única vez e expira em 1 hora.',
    ignore: 'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
  },
  ru: {
    subject: (site) => `Сброс пароля ${site}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: (site) => `Кто-то запросил сброс пароля вашей учётной записи ${site}.`,
    action: 'Выбрать новый пароль',
    expiry: 'Ссылка действует один раз и истекает через 1 час.',
    ignore: 'Если вы этого не запрашивали, просто проигнорируйте письмо: пароль останется прежним.',
  },
  ja: {
    subject: (site) => `${site} のパスワードを再設定してください`,
    greeting: (name) => `${name} さん`,
    intro: (site) => `${site} アカウントのパスワード再設定が依頼されました。`,
    action: '新しいパスワードを設定する',
    expiry: 'このリンクは 1 回限り有効で、1 時間で期限切れになります。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function pickLanguage(preferred: string | undefined): Language {
  const base = preferred?.toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as Language)
    : FALLBACK_LANGUAGE;
}

export function buildResetMail(input: {
  to: string;
  username: string;
  site: string;
  primaryColor: string;
  link: string;
  language: Language;
}): MailMessage {
  const t = RESET_MAIL[input.language];
  const text = [
    t.greeting(input.username),
    '',
    t.intro(input.site),
    '',
    `${t.action}: ${input.link}`,
    '',
    t.expiry,
    t.ignore,
    '',
    `— ${input.site}`,
  ].join('\n');
  const site = escapeHtml(input.site);
  const html = `<!doctype html>
<html lang="${input.language}"><body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="margin:0 0 24px;font-size:20px;color:${input.primaryColor}">${site}</h1>
<p>${escapeHtml(t.greeting(input.username))}</p>
<p>${escapeHtml(t.intro(input.site))}</p>
<p style="margin:32px 0"><a href="${escapeHtml(input.link)}" style="background:${input.primaryColor};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#555555">${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>
<p style="font-size:12px;color:#777777;word-break:break-all">${escapeHtml(input.link)}</p>
</td></tr></table></body></html>`;
  return { to: input.to, subject: t.subject(input.site), text, html };
}
