import type { SecurityEvent } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';
import { useSecurityFormat } from '../use-security-format';

const KNOWN_KEYS = [
  'email',
  'reason',
  'method',
  'route',
  'role',
  'required',
  'status',
  'failures',
  'locked_for_seconds',
  'sessions',
  'scope',
  'account_failures',
  'delay_ms',
  'slowed_for_seconds',
] as const;
type KnownKey = (typeof KNOWN_KEYS)[number];
const isKnownKey = (key: string): key is KnownKey =>
  (KNOWN_KEYS as readonly string[]).includes(key);

const show = (value: string | number | boolean | null) => (value === null ? '—' : String(value));

/** A sign-in lockout's scope: this address on the account, or the whole account (slowed). */
const SCOPES = ['account_source', 'account'] as const;
const isScope = (value: unknown): value is (typeof SCOPES)[number] =>
  (SCOPES as readonly unknown[]).includes(value);

/** Everything recorded about an event, as a definition list. */
export function EventDetails({
  event,
  id,
  label,
}: {
  event: SecurityEvent;
  id: string;
  /** The region's name ('Details: Account locked, 23 Nov 2026, 14:05'). */
  label: string;
}) {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const format = useSecurityFormat();
  const entries: [label: string, value: string][] = [
    ...(event.tenant_slug
      ? [[t('details.publication'), event.tenant_slug] as [string, string]]
      : []),
    [t('details.user'), event.user?.username ?? t('details.unknown')],
    [t('details.ip'), event.ip ?? t('details.unknown')],
    [t('details.userAgent'), event.user_agent ?? t('details.unknown')],
    ...Object.entries(event.details).map(([key, value]): [string, string] => [
      isKnownKey(key) ? t(`details.keys.${key}`) : key,
      key === 'scope' && isScope(value) ? t(`details.scopes.${value}`) : show(value),
    ]),
  ];
  if (event.resolved_at) {
    entries.push(
      [t('details.resolvedBy'), event.resolved_by?.username ?? t('details.unknown')],
      [t('details.resolvedAt'), format.time(event.resolved_at)],
      [t('details.note'), event.resolution_note ?? t('details.noNote')],
    );
  }

  return (
    <Box id={id} role="region" aria-label={label} sx={{ py: 1.5 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'minmax(8rem, max-content) minmax(0, 1fr)',
          },
          columnGap: 3,
          rowGap: { xs: 0, sm: 0.75 },
        }}
      >
        {entries.map(([label, value], index) => (
          <Box key={`${label}-${index}`} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{ fontWeight: 500 }}
            >
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
