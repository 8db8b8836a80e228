import type { AdminMedia } from '@helionews/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEDIA_NS } from '@/features/admin/shared/admin-i18n';
import { thumbnailOf } from '../api/media';

export interface MediaGridProps {
  items: readonly AdminMedia[];
  /** Opening an image: its details (the library) or picking it (the picker). */
  onOpen: (item: AdminMedia) => void;
  /** The button's accessible name for an image ('Open …', 'Choose …'). */
  actionLabel: (item: AdminMedia) => string;
  /** Whether the caption says how often each image is used. */
  showUsage?: boolean;
}

/** A responsive grid of thumbnails (the smallest WebP variant), each a button. */
export function MediaGrid({ items, onOpen, actionLabel, showUsage = true }: MediaGridProps) {
  const { t } = useTranslation(ADMIN_MEDIA_NS);
  return (
    <Box
      component="ul"
      aria-label={t('grid.label')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} data-media-id={item.id} sx={{ minWidth: 0 }}>
          <ButtonBase
            focusRipple
            aria-label={actionLabel(item)}
            onClick={() => onOpen(item)}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'stretch',
              width: '100%',
              textAlign: 'left',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              overflow: 'hidden',
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box
              component="img"
              src={thumbnailOf(item)}
              alt={item.alt}
              loading="lazy"
              width={item.width}
              height={item.height}
              sx={{
                display: 'block',
                width: '100%',
                height: 'auto',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                bgcolor: 'action.hover',
              }}
            />
            <Typography variant="body2" noWrap title={item.name} sx={{ px: 1, py: 0.75 }}>
              {item.name}
            </Typography>
          </ButtonBase>
          {/* Outside the button: its name ("Open …") holds all the text it shows (WCAG 2.5.3). */}
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            noWrap
            sx={{ px: 1, pt: 0.25 }}
          >
            {`${item.width} × ${item.height}`}
            {showUsage &&
              ` · ${item.usage_count > 0 ? t('grid.used', { count: item.usage_count }) : t('grid.unused')}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
