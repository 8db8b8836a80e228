import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ADMIN_MEMBERS_NS } from '@/features/admin/shared/admin-i18n';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { formatMoney, useMembershipFigures } from '../api/members';

/** The dashboard's small card: paid members and monthly recurring revenue now. */
export function MembershipCard() {
  const { t, i18n } = useTranslation(ADMIN_MEMBERS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formatNumber = useFormatNumber();
  const figures = useMembershipFigures(30);
  const data = figures.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="membership-card-heading">
      <CardContent>
        <Typography id="membership-card-heading" variant="subtitle2" component="h2">
          {t('figures.card')}
        </Typography>
        {figures.isPending ? (
          <Box aria-busy>
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
            <Skeleton variant="text" width="60%" />
          </Box>
        ) : figures.isError || !data ? (
          <Typography color="error" variant="body2" role="alert">
            {t('figures.failed')}
          </Typography>
        ) : (
          <Typography variant="h5" component="p">
            {formatNumber(data.paid_members)} / {formatMoney(data.mrr, data.currency, language)}
          </Typography>
        )}
        <Link component={RouterLink} to="/admin/members" variant="body2">
          {t('figures.cardLink')}
        </Link>
      </CardContent>
    </Card>
  );
}
