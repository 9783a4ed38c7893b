import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';

/** What a new authenticator app needs: the QR code to scan and, for typing, the secret in text. */
export interface EnrolmentShown {
  qrCode: string;
  secret: string;
}

/** A QR code image is only ever the server's SVG (or PNG) data URL; anything else is not drawn. */
export const isQrDataUrl = (value: string) => /^data:image\/(svg\+xml|png)[;,]/.test(value);

/** The secret in groups of four, as authenticator apps show and take it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Step one of linking an app: the QR code and the secret in text (selectable, in groups for reading
 * aloud). Step two, the code field, is the caller's form (`children`), a route action or a mutation.
 */
export function EnrolmentSteps({ enrolment, children }: { enrolment: EnrolmentShown; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className="font-medium text-slate-800">{t('security.enrol.scan')}</p>
      {isQrDataUrl(enrolment.qrCode) && (
        <img src={enrolment.qrCode} alt={t('security.enrol.qrAlt')} width={200} height={200} className="mx-auto h-48 w-48 rounded-lg border border-slate-200 bg-white p-2" />
      )}
      <div>
        <p className="text-sm text-slate-700">{t('security.enrol.secret')}</p>
        <code data-testid="two-factor-secret" className="mt-1 block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-slate-900 select-all">
          {grouped(enrolment.secret)}
        </code>
      </div>
      <p className="font-medium text-slate-800">{t('security.enrol.enterCode')}</p>
      <p className="text-sm text-slate-600">{t('security.enrol.expires')}</p>
      {children}
    </div>
  );
}

/** Ten one-time recovery codes, shown once; `children` is the "I've saved them" way on. */
export function RecoveryCodes({ codes, children }: { codes: readonly string[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recovery-codes" className="space-y-4 rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="recovery-codes" className="text-lg font-bold text-slate-900">
        {t('security.recovery.title')}
      </h2>
      <p className="text-sm text-slate-800">{t('security.recovery.intro')}</p>
      <ul className="grid grid-cols-1 gap-2 font-mono text-base text-slate-900 min-[400px]:grid-cols-2" aria-label={t('security.recovery.title')}>
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center select-all">
            {code}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/** The props of a code field: a phone offers its number pad and the code from a text message or app. */
export const codeInputProps = {
  name: 'code',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  autoCapitalize: 'off',
  spellCheck: false,
  maxLength: 32,
} as const;
