import type { Donation } from '@helionews/contracts';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatLongDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { flattenDonations, useDonationHistory } from '../api/get-donations';

/** The reader's donations, newest first. */
export function DonationHistory({ headingId }: { headingId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const history = useDonationHistory();
  const donations = useMemo(() => flattenDonations(history.data?.pages ?? []), [history.data]);
  const total = history.data?.pages.at(-1)?.total ?? donations.length;
  // Three columns leave a phone's message column a word wide; there the date goes under it.
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Box sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h5" component="h3">
        {t('donations.historyHeading')}
      </Typography>

      {history.isPending ? (
        <Box aria-busy="true" sx={{ mt: 1.5 }}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} sx={{ height: 44 }} />
          ))}
        </Box>
      ) : donations.length === 0 ? (
        // SPEC section 7: a failed load shows the empty list, with a quiet note and a retry.
        <>
          {history.isError && (
            <Alert
              // Polite: the page still works, so this must not interrupt like an alert.
              role="status"
              severity="info"
              variant="outlined"
              sx={{ mt: 1.5 }}
              action={
                <Button color="inherit" size="small" onClick={() => void history.refetch()}>
                  {t('errors.retry')}
                </Button>
              }
            >
              {t('donations.loadFailed')}
            </Alert>
          )}
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              mt: 1.5,
              py: 3,
              px: 2,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 2,
              color: 'text.secondary',
            }}
          >
            <VolunteerActivismOutlined aria-hidden />
            <Typography variant="body2">{t('donations.empty')}</Typography>
          </Box>
        </>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto', mt: 1 }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                {compact ? (
                  <TableRow>
                    <TableCell>{t('donations.descriptionColumn')}</TableCell>
                    <TableCell align="right">{t('donations.amountColumn')}</TableCell>
                  </TableRow>
                ) : (
                  <TableRow>
                    <TableCell>{t('donations.dateColumn')}</TableCell>
                    <TableCell align="right">{t('donations.amountColumn')}</TableCell>
                    <TableCell>{t('donations.descriptionColumn')}</TableCell>
                  </TableRow>
                )}
              </TableHead>
              <TableBody>
                {donations.map((donation) =>
                  compact ? (
                    <CompactDonationRow key={donation.id} donation={donation} language={language} />
                  ) : (
                    <DonationRow key={donation.id} donation={donation} language={language} />
                  ),
                )}
              </TableBody>
            </Table>
          </Box>
          {history.hasNextPage && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                onClick={() => void history.fetchNextPage()}
                loading={history.isFetchingNextPage}
                loadingPosition="start"
              >
                {t('donations.showMore')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t('donations.shownOfTotal', { shown: donations.length, total })}
              </Typography>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

interface DonationRowProps {
  donation: Donation;
  language: string;
}

function DonationDate({ donation, language }: DonationRowProps) {
  return (
    <time dateTime={donation.created_at} title={formatLongDate(donation.created_at, language)}>
      {formatDate(donation.created_at, language)}
    </time>
  );
}

function DonationMessage({ donation }: { donation: Donation }) {
  const { t } = useTranslation();
  return donation.description ? (
    <>{donation.description}</>
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {t('donations.noDescription')}
    </Box>
  );
}

const amountSx = {
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  verticalAlign: 'top',
} as const;

function CompactDonationRow({ donation, language }: DonationRowProps) {
  return (
    <TableRow>
      <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
        <DonationMessage donation={donation} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          <DonationDate donation={donation} language={language} />
        </Typography>
      </TableCell>
      <TableCell align="right" sx={amountSx}>
        {formatMoney(donation.amount, donation.currency, language)}
      </TableCell>
    </TableRow>
  );
}

function DonationRow({ donation, language }: DonationRowProps) {
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
        <DonationDate donation={donation} language={language} />
      </TableCell>
      <TableCell align="right" sx={amountSx}>
        {formatMoney(donation.amount, donation.currency, language)}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top', minWidth: 120 }}>
        <DonationMessage donation={donation} />
      </TableCell>
    </TableRow>
  );
}
