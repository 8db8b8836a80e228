import {
  DEFAULT_CURRENCY,
  DONATION_DESCRIPTION_MAX,
  DONATION_MAX_AMOUNT,
  donationCreateSchema,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol, formatMoney } from '@/lib/format-money';
import { FormStack } from '@/components/forms/FormStack';
import { useAccountForm } from '@/components/forms/use-account-form';
import { formErrorText, serverFieldErrors } from '../../shared/server-messages';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateDonation } from '../api/create-donation';
import { checkAmount } from '../amount';

const FIELDS = ['amount', 'description'] as const;
type Field = (typeof FIELDS)[number];

/** A donation to this publication: an amount and an optional message. */
export function DonationForm() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAccountForm<Field>(formRef, { amount: '', description: '' });
  const { amount, description } = form.values;
  const create = useCreateDonation();
  // One key per intended donation: sending the same form again after a lost answer reuses it,
  // so the server records the donation once; any edit or a success starts a new one.
  const idempotencyKey = useRef<string | null>(null);
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    amount: false,
    description: false,
  });
  const [thanks, setThanks] = useState<string | null>(null);

  const amountCheck = checkAmount(
    amount,
    t,
    formatMoney(DONATION_MAX_AMOUNT, DEFAULT_CURRENCY, language),
  );
  const descriptionOk = donationCreateSchema.shape.description.safeParse(description).success;
  const clientErrors: Record<Field, string | null> = {
    amount: amountCheck.ok ? null : amountCheck.message,
    description: descriptionOk ? null : t('validation.tooLong', { max: DONATION_DESCRIPTION_MAX }),
  };
  const fieldError = (field: Field) =>
    form.fromServer[field] ?? (touched[field] || form.submitted ? clientErrors[field] : null);

  const edit = (field: Field) => (value: string) => {
    form.change(field)(value);
    idempotencyKey.current = null;
    setThanks(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!amountCheck.ok || !descriptionOk) {
      form.showClientErrors();
      return;
    }
    form.setFormError(null);
    setThanks(null);
    idempotencyKey.current ??= newIdempotencyKey();
    create.mutate(
      {
        input: { amount: amountCheck.amount, description: description.trim() },
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSuccess: (donation) => {
          idempotencyKey.current = null;
          setThanks(
            t('donations.thanks', {
              amount: formatMoney(donation.amount, donation.currency, language),
            }),
          );
          form.clear();
          setTouched({ amount: false, description: false });
        },
        onError: (error) =>
          form.showServerErrors(
            formErrorText(error, t('errors.donationFailed'), t),
            serverFieldErrors(error, FIELDS, t),
          ),
      },
    );
  };

  const descriptionLength = [...description.trim()].length;

  return (
    <FormStack formRef={formRef} onSubmit={handleSubmit} error={form.formError} sx={{ mt: 3 }}>
      <TextField
        label={t('donations.amount', { currency: DEFAULT_CURRENCY })}
        name="amount"
        value={amount}
        onChange={(event) => edit('amount')(event.target.value)}
        // Tabbing past the empty field is not yet a mistake; leaving a typed amount is checked.
        onBlur={() =>
          setTouched((current) => ({ ...current, amount: amount !== '' || current.amount }))
        }
        error={Boolean(fieldError('amount'))}
        helperText={fieldError('amount')}
        required
        autoComplete="off"
        sx={{ maxWidth: { sm: 260 } }}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                {currencySymbol(DEFAULT_CURRENCY, language)}
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label={t('donations.message')}
        name="description"
        value={description}
        onChange={(event) => edit('description')(event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, description: true }))}
        error={Boolean(fieldError('description'))}
        helperText={
          fieldError('description') ??
          t('donations.descriptionCount', {
            length: descriptionLength,
            max: DONATION_DESCRIPTION_MAX,
          })
        }
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          // A boolean renders a wrapper with a style="" attribute (blocked by the CSP, ADR 015).
          loading={create.isPending || undefined}
          loadingPosition="start"
        >
          {t('donations.submit')}
        </Button>
      </Box>
      {/* Always rendered: screen readers announce changes to a live region, not its arrival. */}
      <Box role="status">
        {thanks && (
          <Alert severity="success" role="none">
            {thanks}
          </Alert>
        )}
      </Box>
    </FormStack>
  );
}
