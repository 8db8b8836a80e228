import { useTranslation } from 'react-i18next';
import {
  SecondFactorForm,
  secondFactorErrorText,
  type SecondFactorInput,
} from '@/components/forms/SecondFactorForm';
import { passkeySignInErrorText } from '../passkey-support';
import { PasskeySecondStep } from './PasskeySignIn';

/** Where a sign-in step stands: a mutation's pending and failed states. */
interface StepState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface SecondFactorChoicesProps {
  methods: readonly ('totp' | 'passkey')[];
  passkey: StepState;
  code: StepState;
  onUsePasskey: () => void;
  onSubmitCode: (input: SecondFactorInput) => void;
  /** Back to the email and password (a new sign-in). */
  onBack: () => void;
}

/**
 * The second step of a sign-in, on the reader's and the back-office's login alike: the passkey
 * button where the account has a passkey, the code form where it has an authenticator app, each
 * with its last failure in words.
 */
export function SecondFactorChoices({
  methods,
  passkey,
  code,
  onUsePasskey,
  onSubmitCode,
  onBack,
}: SecondFactorChoicesProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasskeySecondStep
        methods={methods}
        pending={passkey.isPending}
        error={passkey.isError ? passkeySignInErrorText(passkey.error, t) : null}
        onUsePasskey={onUsePasskey}
        onBack={onBack}
      />
      {methods.includes('totp') && (
        <SecondFactorForm
          pending={code.isPending}
          error={
            code.isError ? secondFactorErrorText(code.error, t('errors.loginFailed'), t) : null
          }
          onSubmit={onSubmitCode}
          onBack={onBack}
        />
      )}
    </>
  );
}
