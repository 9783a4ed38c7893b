import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Loading } from '../../../components/ui/loading';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg, useWord, type FormResult } from '../../../lib/message';
import {
  useConfirmTwoFactorEnrolmentMutation,
  useDisableTwoFactorMutation,
  useMyTwoFactorQuery,
  useRegenerateRecoveryCodesMutation,
  useStartTwoFactorEnrolmentMutation,
} from '../api/two-factor';
import { proofRefusal, ProofForm, type Proof } from './proof-form';
import { codeInputProps, EnrolmentSteps, RecoveryCodes, type EnrolmentShown } from './two-factor';

type Step =
  | { kind: 'idle' }
  | { kind: 'proof'; for: 'start' | 'regenerate' | 'off' }
  | { kind: 'enrolling'; enrolment: EnrolmentShown }
  | { kind: 'codes'; codes: string[] };

/**
 * The profile's two-factor section (issue 41): whether it is on; turning it on (the password, then the
 * QR code and the secret, then the app's first code), moving it to another app, new recovery codes, and
 * turning it off (after a confirmation; staff whom the owner requires to keep it are told so).
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const word = useWord();
  const { data, loading, error, refetch } = useMyTwoFactorQuery({ fetchPolicy: 'cache-and-network' });
  const [start] = useStartTwoFactorEnrolmentMutation();
  const [confirm, { loading: confirming }] = useConfirmTwoFactorEnrolmentMutation();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const [disable] = useDisableTwoFactorMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [result, setResult] = useState<FormResult | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ReturnType<typeof msg> | null>(null);
  const [offProof, setOffProof] = useState<{ proof: Proof; settle: (error?: unknown) => void } | null>(null);
  const status = data?.myTwoFactor;

  const idle = (next: FormResult | null = null) => {
    setStep({ kind: 'idle' });
    setResult(next);
  };

  async function runProof(which: 'start' | 'regenerate' | 'off', proof: Proof) {
    if (which === 'start') {
      const answer = await start({ variables: { input: { password: proof.password, ...(status?.enabled ? { code: proof.code } : {}) } } });
      const enrolment = answer.data?.startTwoFactorEnrolment;
      if (enrolment) {
        setCode('');
        setCodeError(null);
        setStep({ kind: 'enrolling', enrolment: { secret: enrolment.secret, qrCode: enrolment.qrCode } });
      }
    } else if (which === 'regenerate') {
      const answer = await regenerate({ variables: { input: proof } });
      setStep({ kind: 'codes', codes: answer.data?.regenerateRecoveryCodes ?? [] });
      void refetch();
    } else {
      // Asked once more before it goes: the dialog settles the proof form's promise either way.
      await new Promise<void>((resolve, reject) => setOffProof({ proof, settle: (failure) => (failure ? reject(failure) : resolve()) }));
    }
  }

  async function turnOff() {
    if (!offProof) return;
    try {
      await disable({ variables: { input: offProof.proof }, refetchQueries: ['MyProfile'] });
      offProof.settle();
      setOffProof(null);
      idle({ kind: 'success', message: msg('security.profile.turnedOff') });
    } catch (caught) {
      offProof.settle(caught);
      setOffProof(null);
    }
  }

  async function confirmCode() {
    if (!code.trim()) return setCodeError(msg('security.code.required'));
    try {
      const answer = await confirm({ variables: { code: code.trim() }, refetchQueries: ['MyTwoFactor', 'MySessions', 'MyProfile'] });
      setResult({ kind: 'success', message: msg('security.profile.turnedOn') });
      setStep({ kind: 'codes', codes: answer.data?.confirmTwoFactorEnrolment.recoveryCodes ?? [] });
    } catch (caught) {
      const refusal = proofRefusal(caught, msg('security.enrol.failure'));
      setCodeError(refusal.fieldErrors.code ?? refusal.message ?? msg('security.enrol.failure'));
      if (toApiError(caught).code === 'CONFLICT' && refusal.message) idle({ kind: 'error', message: refusal.message });
    }
  }

  let body;
  if (step.kind === 'proof') {
    const withCode = step.for !== 'start' || Boolean(status?.enabled);
    body = (
      <ProofForm
        id="two-factor-proof"
        intro={withCode ? t('security.profile.proofWithCode') : t('security.profile.proofIntro')}
        withCode={withCode}
        submitLabel={step.for === 'off' ? t('security.profile.turnOff') : t('security.profile.continue')}
        danger={step.for === 'off'}
        onCancel={() => idle()}
        run={(proof) => runProof(step.for, proof)}
      />
    );
  } else if (step.kind === 'enrolling') {
    body = (
      <EnrolmentSteps enrolment={step.enrolment}>
        <form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirmCode();
          }}
        >
          <TextField
            {...codeInputProps}
            label={t('security.code.label')}
            placeholder={t('security.code.placeholder')}
            required
            value={code}
            error={word(codeError)}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(null);
            }}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={confirming}>
              {t('security.enrol.confirm')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => idle()}>
              {t('security.profile.cancel')}
            </Button>
          </div>
        </form>
      </EnrolmentSteps>
    );
  } else if (step.kind === 'codes') {
    body = (
      <>
        {result && <FormMessage kind={result.kind}>{word(result.message)}</FormMessage>}
        <RecoveryCodes codes={step.codes}>
          <Button type="button" onClick={() => idle()}>
            {t('security.recovery.saved')}
          </Button>
        </RecoveryCodes>
      </>
    );
  } else if (status) {
    body = (
      <div className="space-y-4">
        <p className="text-slate-800" data-testid="two-factor-status">
          <span className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${status.enabled ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}>
            {status.enabled ? '✓' : '–'}
          </span>
          {status.enabled ? t('security.profile.on', { date: formatDateTime(status.enabledAt) }) : t('security.profile.off')}
        </p>
        {status.enabled && <p className="text-sm text-slate-600">{t('security.recovery.left', { count: status.recoveryCodesLeft })}</p>}
        {status.requiredForYou && <p className="text-sm text-slate-600">{t('security.profile.requiredForYou')}</p>}
        {result && <FormMessage kind={result.kind}>{word(result.message)}</FormMessage>}
        <div className="flex flex-col flex-wrap gap-2 sm:flex-row">
          {!status.enabled && (
            <Button type="button" onClick={() => { setResult(null); setStep({ kind: 'proof', for: 'start' }); }}>
              {t('security.profile.turnOn')}
            </Button>
          )}
          {status.enabled && (
            <>
              <Button type="button" variant="secondary" onClick={() => { setResult(null); setStep({ kind: 'proof', for: 'start' }); }}>
                {t('security.profile.moveApp')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => { setResult(null); setStep({ kind: 'proof', for: 'regenerate' }); }}>
                {t('security.profile.regenerate')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => { setResult(null); setStep({ kind: 'proof', for: 'off' }); }}>
                {t('security.profile.turnOff')}
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="profile-two-factor" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="profile-two-factor" className="mb-4 text-xl font-bold text-slate-900">
        {t('security.profile.twoFactorTitle')}
      </h2>
      {loading && !data && <Loading />}
      {error && !data && (
        <div role="alert" className="space-y-2 text-red-700">
          <p>{t('security.profile.loadError')}</p>
          <Button type="button" variant="secondary" onClick={() => void refetch()}>
            {t('security.profile.retry')}
          </Button>
        </div>
      )}
      {body}
      <ConfirmDialog
        open={offProof !== null}
        title={t('security.profile.offConfirmTitle')}
        description={t('security.profile.offConfirmText')}
        confirmLabel={t('security.profile.turnOff')}
        cancelLabel={t('security.profile.cancel')}
        onConfirm={() => void turnOff()}
        onCancel={() => {
          offProof?.settle();
          setOffProof(null);
        }}
      />
    </section>
  );
}
