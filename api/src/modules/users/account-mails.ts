import type { Lang, MailContent } from '../mail/templates.js';

/**
 * The account's own mails (issue 20), plain text, in the account's language. None of them names the
 * account's password or anything a reader of the mail could use besides the reset link itself.
 */
export const mailLang = (language: string): Lang => (language === 'en' ? 'en' : 'sq');

export function passwordResetMail(lang: Lang, name: string, link: string, minutes: number): MailContent {
  return lang === 'en'
    ? { subject: 'Reset your Bani Travel password',
        text: `Hello ${name},\n\nSomeone (we hope you) asked to reset the password of your Bani Travel account. Choose a new password here:\n\n${link}\n\nThe link works once, for ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.\n\nBani Travel` }
    : { subject: 'Rivendosni fjalëkalimin tuaj te Bani Travel',
        text: `Përshëndetje ${name},\n\nDikush (shpresojmë ju) kërkoi të rivendosë fjalëkalimin e llogarisë suaj te Bani Travel. Zgjidhni një fjalëkalim të ri këtu:\n\n${link}\n\nLidhja vlen një herë, për ${minutes} minuta. Nëse nuk e kërkuat ju, injorojeni këtë email: fjalëkalimi juaj mbetet i njëjti.\n\nBani Travel` };
}

export function passwordChangedMail(lang: Lang, name: string): MailContent {
  return lang === 'en'
    ? { subject: 'Your Bani Travel password was changed',
        text: `Hello ${name},\n\nThe password of your Bani Travel account was just changed, and every other session of the account was logged out. If it was not you, reset your password at once and contact us.\n\nBani Travel` }
    : { subject: 'Fjalëkalimi juaj te Bani Travel u ndryshua',
        text: `Përshëndetje ${name},\n\nFjalëkalimi i llogarisë suaj te Bani Travel sapo u ndryshua dhe të gjitha seancat e tjera të llogarisë u mbyllën. Nëse nuk ishit ju, rivendoseni fjalëkalimin menjëherë dhe na kontaktoni.\n\nBani Travel` };
}

export function emailChangedMail(lang: Lang, name: string, newEmail: string): MailContent {
  return lang === 'en'
    ? { subject: 'Your Bani Travel e-mail address was changed',
        text: `Hello ${name},\n\nThe e-mail address of your Bani Travel account was changed to ${newEmail}. Mails (and password resets) go there from now on. If it was not you, contact us at once.\n\nBani Travel` }
    : { subject: 'Emaili i llogarisë suaj te Bani Travel u ndryshua',
        text: `Përshëndetje ${name},\n\nAdresa e emailit e llogarisë suaj te Bani Travel u ndryshua në ${newEmail}. Emailet (edhe rivendosja e fjalëkalimit) do të shkojnë aty tani e tutje. Nëse nuk ishit ju, na kontaktoni menjëherë.\n\nBani Travel` };
}
