import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@helionews/contracts';
import Negotiator from 'negotiator';
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

/**
 * The language of a mail: the account's stored preference (a bare code such as 'fr') or the
 * request's Accept-Language, as `negotiator` ranks it (quality, then order; 'fr-CA' asks for
 * 'fr'); English when it names none of the eight.
 */
export function pickLanguage(preferred: string | undefined): Language {
  if (!preferred?.trim()) return FALLBACK_LANGUAGE;
  const chosen = new Negotiator({ headers: { 'accept-language': preferred } }).language([
    ...LANGUAGES,
  ]);
  return (LANGUAGES as readonly (string | undefined)[]).includes(chosen)
    ? (chosen as Language)
    : FALLBACK_LANGUAGE;
}

/** The paragraphs of a mail with one link to follow, as text and as simple inline-styled HTML. */
export function linkMail(input: {
  to: string;
  site: string;
  primaryColor: string;
  link: string;
  language: Language;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  notes: string[];
}): MailMessage {
  const text = [
    input.greeting,
    '',
    input.intro,
    '',
    `${input.action}: ${input.link}`,
    '',
    ...input.notes,
    '',
    `— ${input.site}`,
  ].join('\n');
  const site = escapeHtml(input.site);
  const html = `<!doctype html>
<html lang="${input.language}"><body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="margin:0 0 24px;font-size:20px;color:${input.primaryColor}">${site}</h1>
<p>${escapeHtml(input.greeting)}</p>
<p>${escapeHtml(input.intro)}</p>
<p style="margin:32px 0"><a href="${escapeHtml(input.link)}" style="background:${input.primaryColor};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(input.action)}</a></p>
<p style="font-size:13px;color:#555555">${input.notes.map(escapeHtml).join('<br>')}</p>
<p style="font-size:12px;color:#777777;word-break:break-all">${escapeHtml(input.link)}</p>
</td></tr></table></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}

/** Who an account mail goes to, from which site, with the link it carries. */
export interface AccountMailInput {
  to: string;
  username: string;
  /** The name the account shows (users.display_name); the greeting falls back to the username. */
  displayName?: string | null;
  site: string;
  primaryColor: string;
  link: string;
  language: Language;
}

export function buildResetMail(input: AccountMailInput): MailMessage {
  const t = RESET_MAIL[input.language];
  return linkMail({
    ...input,
    subject: t.subject(input.site),
    greeting: t.greeting(input.displayName ?? input.username),
    intro: t.intro(input.site),
    action: t.action,
    notes: [t.expiry, t.ignore],
  });
}

interface SetPasswordMailTexts {
  subject: (site: string) => string;
  greeting: (name: string) => string;
  intro: (site: string, name: string) => string;
  action: string;
  expiry: (days: number) => string;
  later: string;
  ignore: string;
}

/**
 * The welcome mail of an account an administrator created: it has no password until its owner
 * follows the link and sets one. No password is ever sent.
 */
const SET_PASSWORD_MAIL: Record<Language, SetPasswordMailTexts> = {
  en: {
    subject: (site) => `Welcome to ${site}: set your password`,
    greeting: (name) => `Hello ${name},`,
    intro: (site, name) =>
      `An administrator of ${site} created an account for you with the username ${name}. Choose your password to sign in.`,
    action: 'Set your password',
    expiry: (days) => `This link works once and expires in ${days} days.`,
    later: 'After that, use “Forgot password?” on the sign-in page to get a new link.',
    ignore:
      'If you did not expect this account, ignore this email: nobody can sign in to it without a password.',
  },
  fr: {
    subject: (site) => `Bienvenue sur ${site} : choisissez votre mot de passe`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (site, name) =>
      `Un administrateur de ${site} vous a créé un compte avec le nom d’utilisateur ${name}. Choisissez votre mot de passe pour vous connecter.`,
    action: 'Choisir mon mot de passe',
    expiry: (days) => `Ce lien ne fonctionne qu’une fois et expire dans ${days} jours.`,
    later:
      'Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion pour recevoir un nouveau lien.',
    ignore:
      'Si vous n’attendiez pas ce compte, ignorez ce message : personne ne peut s’y connecter sans mot de passe.',
  },
  es: {
    subject: (site) => `Bienvenido a ${site}: elige tu contraseña`,
    greeting: (name) => `Hola ${name}:`,
    intro: (site, name) =>
      `Un administrador de ${site} creó una cuenta para ti con el nombre de usuario ${name}. Elige tu contraseña para iniciar sesión.`,
    action: 'Elegir mi contraseña',
    expiry: (days) => `Este enlace funciona una sola vez y caduca en ${days} días.`,
    later:
      'Después, usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión para recibir un enlace nuevo.',
    ignore:
      'Si no esperabas esta cuenta, ignora este correo: nadie puede iniciar sesión en ella sin contraseña.',
  },
  de: {
    subject: (site) => `Willkommen bei ${site}: Legen Sie Ihr Passwort fest`,
    greeting: (name) => `Hallo ${name},`,
    intro: (site, name) =>
      `Ein Administrator von ${site} hat für Sie ein Konto mit dem Benutzernamen ${name} angelegt. Wählen Sie Ihr Passwort, um sich anzumelden.`,
    action: 'Passwort festlegen',
    expiry: (days) => `Dieser Link funktioniert einmal und läuft in ${days} Tagen ab.`,
    later: 'Danach fordern Sie über „Passwort vergessen“ auf der Anmeldeseite einen neuen Link an.',
    ignore:
      'Wenn Sie dieses Konto nicht erwartet haben, ignorieren Sie diese E-Mail: Ohne Passwort kann sich niemand anmelden.',
  },
  zh: {
    subject: (site) => `欢迎加入 ${site}：请设置您的密码`,
    greeting: (name) => `${name}，您好：`,
    intro: (site, name) =>
      `${site} 的管理员已为您创建了用户名为 ${name} 的账户。请设置密码后登录。`,
    action: '设置密码',
    expiry: (days) => `此链接仅可使用一次，${days} 天后失效。`,
    later: '链接失效后，请在登录页面使用“忘记密码”获取新链接。',
    ignore: '如果您没有预期此账户，请忽略此邮件：未设置密码，任何人都无法登录该账户。',
  },
  pt: {
    subject: (site) => `Bem-vindo ao ${site}: defina sua senha`,
    greeting: (name) => `Olá ${name},`,
    intro: (site, name) =>
      `Um administrador do ${site} criou uma conta para você com o nome de usuário ${name}. Escolha sua senha para entrar.`,
    action: 'Definir minha senha',
    expiry: (days) => `Este link funciona uma única vez e expira em ${days} dias.`,
    later: 'Depois disso, use “Esqueci minha senha” na página de login para receber um novo link.',
    ignore:
      'Se você não esperava esta conta, ignore este e-mail: ninguém consegue entrar nela sem uma senha.',
  },
  ru: {
    subject: (site) => `Добро пожаловать в ${site}: задайте пароль`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: (site, name) =>
      `Администратор ${site} создал для вас учётную запись с именем пользователя ${name}. Задайте пароль, чтобы войти.`,
    action: 'Задать пароль',
    expiry: (days) => `Ссылка действует один раз и истекает через ${days} дней.`,
    later: 'После этого запросите новую ссылку через «Забыли пароль?» на странице входа.',
    ignore:
      'Если вы не ожидали эту учётную запись, проигнорируйте письмо: без пароля в неё никто не войдёт.',
  },
  ja: {
    subject: (site) => `${site} へようこそ：パスワードを設定してください`,
    greeting: (name) => `${name} さん`,
    intro: (site, name) =>
      `${site} の管理者が、ユーザー名 ${name} であなたのアカウントを作成しました。パスワードを設定してサインインしてください。`,
    action: 'パスワードを設定する',
    expiry: (days) => `このリンクは 1 回限り有効で、${days} 日で期限切れになります。`,
    later:
      '期限が切れた場合は、サインインページの「パスワードをお忘れですか」から新しいリンクを受け取れます。',
    ignore:
      'このアカウントにお心当たりがない場合は、このメールを無視してください。パスワードがなければ誰もサインインできません。',
  },
};

export function buildSetPasswordMail(
  input: AccountMailInput & {
    /** How long the link works, in whole days. */
    days: number;
  },
): MailMessage {
  const t = SET_PASSWORD_MAIL[input.language];
  return linkMail({
    ...input,
    subject: t.subject(input.site),
    greeting: t.greeting(input.displayName ?? input.username),
    intro: t.intro(input.site, input.username),
    action: t.action,
    notes: [t.expiry(input.days), t.later, t.ignore],
  });
}

interface WelcomeMailTexts {
  subject: (site: string) => string;
  intro: (site: string, username: string) => string;
  action: string;
  notYou: string;
}

/**
 * To the address of a new reader account (ADR 024): it is ready, sign in. Sent only after the
 * answer, like the mail to an existing account's owner, so the two cannot be told apart.
 */
const WELCOME_MAIL: Record<Language, WelcomeMailTexts> = {
  en: {
    subject: (site) => `Welcome to ${site}`,
    intro: (site, username) =>
      `Your ${site} account with the username ${username} is ready. Sign in with this email and the password you chose.`,
    action: 'Sign in',
    notYou:
      'If you did not create this account, someone used your address: choose a new password with “Forgot password?” on the sign-in page and the account is yours.',
  },
  fr: {
    subject: (site) => `Bienvenue sur ${site}`,
    intro: (site, username) =>
      `Votre compte ${site} avec le nom d’utilisateur ${username} est prêt. Connectez-vous avec cette adresse et le mot de passe que vous avez choisi.`,
    action: 'Se connecter',
    notYou:
      'Si vous n’avez pas créé ce compte, quelqu’un a utilisé votre adresse : choisissez un nouveau mot de passe avec « Mot de passe oublié » sur la page de connexion, et le compte est à vous.',
  },
  es: {
    subject: (site) => `Bienvenido a ${site}`,
    intro: (site, username) =>
      `Tu cuenta de ${site} con el nombre de usuario ${username} está lista. Inicia sesión con este correo y la contraseña que elegiste.`,
    action: 'Iniciar sesión',
    notYou:
      'Si no creaste esta cuenta, alguien usó tu dirección: elige una contraseña nueva con «¿Olvidaste tu contraseña?» en la página de inicio de sesión y la cuenta será tuya.',
  },
  de: {
    subject: (site) => `Willkommen bei ${site}`,
    intro: (site, username) =>
      `Ihr ${site}-Konto mit dem Benutzernamen ${username} ist bereit. Melden Sie sich mit dieser E-Mail-Adresse und Ihrem gewählten Passwort an.`,
    action: 'Anmelden',
    notYou:
      'Wenn Sie dieses Konto nicht angelegt haben, hat jemand Ihre Adresse verwendet: Wählen Sie über „Passwort vergessen“ auf der Anmeldeseite ein neues Passwort, dann gehört das Konto Ihnen.',
  },
  zh: {
    subject: (site) => `欢迎加入 ${site}`,
    intro: (site, username) =>
      `您在 ${site} 的账户（用户名 ${username}）已就绪。请使用此邮箱和您设置的密码登录。`,
    action: '登录',
    notYou:
      '如果这个账户不是您创建的，说明有人使用了您的邮箱：请在登录页面通过“忘记密码”设置新密码，该账户即归您所有。',
  },
  pt: {
    subject: (site) => `Bem-vindo ao ${site}`,
    intro: (site, username) =>
      `Sua conta do ${site} com o nome de usuário ${username} está pronta. Entre com este e-mail e a senha que você escolheu.`,
    action: 'Entrar',
    notYou:
      'Se não foi você que criou esta conta, alguém usou seu endereço: escolha uma nova senha em “Esqueci minha senha” na página de login e a conta passa a ser sua.',
  },
  ru: {
    subject: (site) => `Добро пожаловать в ${site}`,
    intro: (site, username) =>
      `Ваша учётная запись ${site} с именем пользователя ${username} готова. Войдите с этим адресом и выбранным паролем.`,
    action: 'Войти',
    notYou:
      'Если вы не создавали эту учётную запись, кто-то указал ваш адрес: задайте новый пароль через «Забыли пароль?» на странице входа, и учётная запись станет вашей.',
  },
  ja: {
    subject: (site) => `${site} へようこそ`,
    intro: (site, username) =>
      `ユーザー名 ${username} の ${site} アカウントの準備ができました。このメールアドレスと設定したパスワードでサインインしてください。`,
    action: 'サインイン',
    notYou:
      'このアカウントを作成していない場合は、誰かがあなたのアドレスを使用しました。サインインページの「パスワードをお忘れですか」から新しいパスワードを設定すると、アカウントはあなたのものになります。',
  },
};

export function buildWelcomeMail(input: AccountMailInput): MailMessage {
  const t = WELCOME_MAIL[input.language];
  return linkMail({
    ...input,
    subject: t.subject(input.site),
    greeting: RESET_MAIL[input.language].greeting(input.displayName ?? input.username),
    intro: t.intro(input.site, input.username),
    action: t.action,
    notes: [t.notYou],
  });
}

interface RegisterAttemptMailTexts {
  subject: (site: string) => string;
  intro: (site: string) => string;
  action: string;
  forgot: (link: string) => string;
  ignore: string;
}

/**
 * To the owner of an account whose email someone tried to register again (ADR 024): nothing was
 * created; sign in, or choose a new password if it is forgotten.
 */
const REGISTER_ATTEMPT_MAIL: Record<Language, RegisterAttemptMailTexts> = {
  en: {
    subject: (site) => `Someone tried to register at ${site} with your email`,
    intro: (site) =>
      `Someone tried to create a ${site} account with this email address. You already have one, so no new account was made.`,
    action: 'Sign in',
    forgot: (link) => `Forgotten your password? Choose a new one: ${link}`,
    ignore: 'If this was not you, ignore this email: your account has not changed.',
  },
  fr: {
    subject: (site) => `Quelqu’un a tenté de s’inscrire sur ${site} avec votre adresse`,
    intro: (site) =>
      `Quelqu’un a tenté de créer un compte ${site} avec cette adresse e-mail. Vous en avez déjà un : aucun nouveau compte n’a été créé.`,
    action: 'Se connecter',
    forgot: (link) => `Mot de passe oublié ? Choisissez-en un nouveau : ${link}`,
    ignore: 'Si ce n’était pas vous, ignorez ce message : votre compte n’a pas changé.',
  },
  es: {
    subject: (site) => `Alguien intentó registrarse en ${site} con tu correo`,
    intro: (site) =>
      `Alguien intentó crear una cuenta de ${site} con esta dirección de correo. Ya tienes una, así que no se creó ninguna cuenta nueva.`,
    action: 'Iniciar sesión',
    forgot: (link) => `¿Olvidaste tu contraseña? Elige una nueva: ${link}`,
    ignore: 'Si no fuiste tú, ignora este correo: tu cuenta no ha cambiado.',
  },
  de: {
    subject: (site) => `Jemand wollte sich bei ${site} mit Ihrer E-Mail-Adresse registrieren`,
    intro: (site) =>
      `Jemand hat versucht, mit dieser E-Mail-Adresse ein ${site}-Konto anzulegen. Sie haben bereits eines, daher wurde kein neues Konto erstellt.`,
    action: 'Anmelden',
    forgot: (link) => `Passwort vergessen? Wählen Sie ein neues: ${link}`,
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Konto ist unverändert.',
  },
  zh: {
    subject: (site) => `有人尝试用您的邮箱注册 ${site}`,
    intro: (site) =>
      `有人尝试用此邮箱地址创建 ${site} 账户。您已经有一个账户，因此没有创建新账户。`,
    action: '登录',
    forgot: (link) => `忘记密码？请设置新密码：${link}`,
    ignore: '如果这不是您本人的操作，请忽略此邮件：您的账户没有任何变化。',
  },
  pt: {
    subject: (site) => `Alguém tentou se cadastrar no ${site} com seu e-mail`,
    intro: (site) =>
      `Alguém tentou criar uma conta do ${site} com este endereço de e-mail. Você já tem uma, então nenhuma conta nova foi criada.`,
    action: 'Entrar',
    forgot: (link) => `Esqueceu sua senha? Escolha uma nova: ${link}`,
    ignore: 'Se não foi você, ignore este e-mail: sua conta não mudou.',
  },
  ru: {
    subject: (site) => `Кто-то пытался зарегистрироваться в ${site} с вашим адресом`,
    intro: (site) =>
      `Кто-то пытался создать учётную запись ${site} с этим адресом электронной почты. У вас она уже есть, поэтому новая не создана.`,
    action: 'Войти',
    forgot: (link) => `Забыли пароль? Задайте новый: ${link}`,
    ignore: 'Если это были не вы, проигнорируйте письмо: ваша учётная запись не изменилась.',
  },
  ja: {
    subject: (site) => `あなたのメールアドレスで ${site} への登録が試みられました`,
    intro: (site) =>
      `このメールアドレスで ${site} のアカウントを作成しようとした人がいます。すでにアカウントをお持ちのため、新しいアカウントは作成されていません。`,
    action: 'サインイン',
    forgot: (link) => `パスワードをお忘れですか？新しいパスワードを設定してください：${link}`,
    ignore:
      'お心当たりがない場合は、このメールを無視してください。アカウントは変更されていません。',
  },
};

export function buildRegisterAttemptMail(
  input: AccountMailInput & {
    /** The page where a forgotten password is replaced. */
    resetLink: string;
  },
): MailMessage {
  const t = REGISTER_ATTEMPT_MAIL[input.language];
  return linkMail({
    ...input,
    subject: t.subject(input.site),
    greeting: RESET_MAIL[input.language].greeting(input.displayName ?? input.username),
    intro: t.intro(input.site),
    action: t.action,
    notes: [t.forgot(input.resetLink), t.ignore],
  });
}

interface SecondFactorRemovedMailTexts {
  subject: (site: string) => string;
  intro: (site: string) => string;
  action: string;
  signedOut: string;
  notExpected: string;
}

/**
 * To the owner of an account whose two-step verification an administrator removed (issue 35):
 * every session was signed out; sign in with the password and set it up again.
 */
const SECOND_FACTOR_REMOVED_MAIL: Record<Language, SecondFactorRemovedMailTexts> = {
  en: {
    subject: (site) => `Two-step verification was removed from your ${site} account`,
    intro: (site) =>
      `An administrator of ${site} removed two-step verification (authenticator app and recovery codes) from your account.`,
    action: 'Sign in and set it up again',
    signedOut: 'You were signed out everywhere.',
    notExpected: 'If you did not ask for this, contact the publication’s administrators.',
  },
  fr: {
    subject: (site) => `La validation en deux étapes de votre compte ${site} a été retirée`,
    intro: (site) =>
      `Un administrateur de ${site} a retiré la validation en deux étapes (application d’authentification et codes de récupération) de votre compte.`,
    action: 'Se connecter et la configurer à nouveau',
    signedOut: 'Vous avez été déconnecté partout.',
    notExpected: 'Si vous ne l’avez pas demandé, contactez les administrateurs de la publication.',
  },
  es: {
    subject: (site) => `Se quitó la verificación en dos pasos de tu cuenta de ${site}`,
    intro: (site) =>
      `Un administrador de ${site} quitó la verificación en dos pasos (aplicación de autenticación y códigos de recuperación) de tu cuenta.`,
    action: 'Iniciar sesión y configurarla de nuevo',
    signedOut: 'Se cerraron todas tus sesiones.',
    notExpected: 'Si no lo pediste, contacta con los administradores de la publicación.',
  },
  de: {
    subject: (site) => `Die Bestätigung in zwei Schritten Ihres ${site}-Kontos wurde entfernt`,
    intro: (site) =>
      `Ein Administrator von ${site} hat die Bestätigung in zwei Schritten (Authenticator-App und Wiederherstellungscodes) von Ihrem Konto entfernt.`,
    action: 'Anmelden und neu einrichten',
    signedOut: 'Sie wurden überall abgemeldet.',
    notExpected:
      'Wenn Sie das nicht veranlasst haben, wenden Sie sich an die Administratoren der Publikation.',
  },
  zh: {
    subject: (site) => `您的 ${site} 账户已移除两步验证`,
    intro: (site) => `${site} 的管理员已移除您账户的两步验证（身份验证器应用和恢复码）。`,
    action: '登录并重新设置',
    signedOut: '您已在所有设备上退出登录。',
    notExpected: '如果这不是您要求的，请联系该刊物的管理员。',
  },
  pt: {
    subject: (site) => `A verificação em duas etapas da sua conta do ${site} foi removida`,
    intro: (site) =>
      `Um administrador do ${site} removeu a verificação em duas etapas (aplicativo autenticador e códigos de recuperação) da sua conta.`,
    action: 'Entrar e configurar de novo',
    signedOut: 'Você foi desconectado de todas as sessões.',
    notExpected: 'Se não foi você que pediu, fale com os administradores da publicação.',
  },
  ru: {
    subject: (site) => `Двухэтапная проверка удалена из вашей учётной записи ${site}`,
    intro: (site) =>
      `Администратор ${site} удалил двухэтапную проверку (приложение-аутентификатор и коды восстановления) из вашей учётной записи.`,
    action: 'Войти и настроить заново',
    signedOut: 'Все ваши сеансы завершены.',
    notExpected: 'Если вы об этом не просили, свяжитесь с администраторами издания.',
  },
  ja: {
    subject: (site) => `${site} アカウントの 2 段階認証が解除されました`,
    intro: (site) =>
      `${site} の管理者が、あなたのアカウントの 2 段階認証（認証アプリとリカバリーコード）を解除しました。`,
    action: 'サインインして再設定する',
    signedOut: 'すべての端末からサインアウトされました。',
    notExpected: 'お心当たりがない場合は、この媒体の管理者に連絡してください。',
  },
};

export function buildSecondFactorRemovedMail(input: AccountMailInput): MailMessage {
  const t = SECOND_FACTOR_REMOVED_MAIL[input.language];
  return linkMail({
    ...input,
    subject: t.subject(input.site),
    greeting: RESET_MAIL[input.language].greeting(input.displayName ?? input.username),
    intro: t.intro(input.site),
    action: t.action,
    notes: [t.signedOut, t.notExpected],
  });
}
