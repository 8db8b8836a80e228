import CheckCircleOutline from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getContrastRatio } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { readableTextOn } from '@/lib/contrast';

/** WCAG 2.x AA for normal-size text. */
export const WCAG_AA = 4.5;

export interface PreviewColors {
  primary: string;
  secondary: string;
  background: string;
  text: string;
}

export function contrastRatio(foreground: string, background: string): number {
  return Math.round(getContrastRatio(foreground, background) * 100) / 100;
}

function Verdict({ label, ratio }: { label: string; ratio: number }) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const pass = ratio >= WCAG_AA;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
      data-testid="contrast-verdict"
    >
      {pass ? (
        <CheckCircleOutline color="success" fontSize="small" aria-hidden />
      ) : (
        <ErrorOutline color="error" fontSize="small" aria-hidden />
      )}
      <Typography variant="body2" component="span" sx={{ minWidth: 0 }}>
        {label}: <strong>{t('contrast.ratio', { ratio: ratio.toFixed(2) })}</strong> —{' '}
        {pass ? t('contrast.pass') : t('contrast.fail')}
      </Typography>
    </Box>
  );
}

/** The chosen colours as readers will see them, with their WCAG contrast ratios. */
export function ContrastPreview({ primary, secondary, background, text }: PreviewColors) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const onPrimary = readableTextOn(primary);
  const onSecondary = readableTextOn(secondary);
  return (
    <Stack spacing={2} component="section" aria-labelledby="contrast-preview-title">
      <Typography variant="subtitle1" component="h3" id="contrast-preview-title">
        {t('contrast.title')}
      </Typography>
      <Box
        data-testid="contrast-sample"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: background,
          color: text,
        }}
      >
        <Box sx={{ bgcolor: primary, color: onPrimary, px: 2, py: 1.5 }}>
          <Typography component="p" variant="h6">
            {t('contrast.sampleHeader')}
          </Typography>
        </Box>
        <Box sx={{ p: 2 }}>
          <Typography component="p" sx={{ color: text, mb: 1.5 }}>
            {t('contrast.sampleBody')}
          </Typography>
          <Typography component="p" sx={{ color: primary, fontWeight: 600, mb: 1.5 }}>
            {t('contrast.sampleLink')}
          </Typography>
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              bgcolor: secondary,
              color: onSecondary,
              px: 2,
              py: 0.75,
              borderRadius: 1,
              fontWeight: 500,
            }}
          >
            {t('contrast.sampleButton')}
          </Box>
        </Box>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        <Verdict label={t('contrast.bodyText')} ratio={contrastRatio(text, background)} />
        <Verdict label={t('contrast.primaryText')} ratio={contrastRatio(primary, background)} />
        <Verdict label={t('contrast.header')} ratio={contrastRatio(onPrimary, primary)} />
        <Verdict label={t('contrast.button')} ratio={contrastRatio(onSecondary, secondary)} />
      </Box>
    </Stack>
  );
}
