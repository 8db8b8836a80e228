import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionHeadingSx } from '../../stories/components/section-heading';
import { SchemePanel } from './SchemePanel';

export interface DemoSectionProps {
  /** The anchor the table of contents links to. */
  id: string;
  title: string;
  description: string;
  /** Marks samples whose text is made up for the demo. */
  madeUp?: boolean;
  /** Drawn once per colour scheme. */
  children: ReactNode;
}

/** One state or size of the gallery: a heading, what it shows, and the sample in both schemes. */
export function DemoSection({
  id,
  title,
  description,
  madeUp = false,
  children,
}: DemoSectionProps) {
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      // Anchored sections start below the sticky top bar, not under it.
      sx={{ scrollMarginTop: { xs: 72, sm: 88 } }}
    >
      <Box sx={{ ...sectionHeadingSx, mb: 2 }}>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2.5 }}>
        <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
          {description}
        </Typography>
        {madeUp && <Chip size="small" variant="outlined" label={t('storyDemo.madeUp')} />}
      </Box>
      <Grid container spacing={2}>
        {(['light', 'dark'] as const).map((mode) => (
          <Grid key={mode} size={{ xs: 12, md: 6 }}>
            <SchemePanel mode={mode}>{children}</SchemePanel>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
