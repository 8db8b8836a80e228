import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';

export interface StatItem {
  key: string;
  label: string;
  /** null while loading. */
  value: ReactNode | null;
  /** Optional colour for the figure (a theme palette path such as 'warning.main'). */
  color?: string;
  /** The list the figure counts, with its filter: the label links there, the whole card clicks. */
  href?: string;
}

/**
 * A grid of figure cards, as a description list: two columns at 390 px, more on wider screens.
 * `loadingLabel` is announced while the figures load. A card with `href` is a link to the list
 * its figure counts: its label is the link, stretched over the card.
 */
export function StatCards({
  items,
  label,
  loadingLabel,
}: {
  items: StatItem[];
  label: string;
  loadingLabel: string;
}) {
  const loading = items.some((item) => item.value === null);
  return (
    // The loading text stays outside the list: a <dl> holds only its terms and figures.
    <Box>
      {loading && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
      <Box
        component="dl"
        aria-label={label}
        aria-busy={loading}
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 100%), 1fr))',
          gap: { xs: 1.5, sm: 2 },
        }}
      >
        {items.map((item) => (
          <Paper
            key={item.key}
            variant="outlined"
            data-testid={`stat-${item.key}`}
            sx={{
              p: 2,
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'space-between',
              gap: 0.5,
              ...(item.href && {
                position: 'relative',
                transition: (theme) => theme.transitions.create('border-color'),
                '&:hover, &:focus-within': { borderColor: 'primary.main' },
              }),
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.href ? (
                <Link
                  component={RouterLink}
                  to={item.href}
                  color="inherit"
                  underline="hover"
                  sx={{
                    // The whole card is the link's target; the focus ring is the card's.
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                    '&:focus-visible': { outline: 'none' },
                    '&:focus-visible::after': {
                      outline: '2px solid',
                      outlineColor: 'primary.main',
                      outlineOffset: 2,
                      borderRadius: 1,
                    },
                  }}
                >
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
            </Typography>
            <Typography
              component="dd"
              variant="h5"
              sx={{ m: 0, fontWeight: 700, color: item.color, fontVariantNumeric: 'tabular-nums' }}
            >
              {item.value ?? <Skeleton width={56} />}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
