import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { Logo, LOGO_SIZES, type LogoSize } from '@/components/Logo';

const SIZES = Object.keys(LOGO_SIZES) as LogoSize[];

/** The logo at the four sizes the site uses, or the letter fallback when there is none. */
export function LogoSizes({
  name,
  src,
  color,
}: {
  name: string;
  src: string | null;
  color?: string;
}) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  return (
    <Box
      component="ul"
      aria-label={t('logo.sizesLabel')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: 3,
      }}
    >
      {SIZES.map((size) => (
        <Box
          component="li"
          key={size}
          data-testid={`logo-size-${size}`}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
        >
          <Logo name={name} src={src} size={size} color={color} />
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t(`logo.sizes.${size}`)}
            <br />
            {t('logo.pixels', { size: LOGO_SIZES[size] })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
