import type { MediaPicture } from '@helionews/contracts';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useCategoryLabel } from '@/lib/category-label';
import { categoryHue } from './category-hue';

export interface StoryImageProps {
  src: string | null;
  /**
   * The image's renderings when it is a media library image (the story's `picture`): drawn as
   * a `<picture>` whose sources the browser picks from by `sizes`; else `src` alone.
   */
  picture?: MediaPicture | null;
  /**
   * How wide the image is drawn, as an `<img sizes>` value (storyImageSizes): the browser
   * fetches the narrowest variant that fills it. Honest values matter: too wide wastes bytes
   * on a phone, too narrow blurs the picture.
   */
  sizes?: string;
  /** Category slug: tints the placeholder so stories without an image still look distinct. */
  categorySlug?: string | null;
  categoryName?: string | null;
  aspectRatio?: string;
  /** Text for the image; empty (the default) when the headline next to it already says it all. */
  alt?: string;
  /** Above-the-fold images load eagerly; the rest wait until scrolled near. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Images sit next to their headline, which already names the story, so they carry empty alt text
 * unless an editor described one.
 * A missing or broken image becomes a calm tinted panel instead of a broken-image icon.
 */
export function StoryImage({
  src,
  picture = null,
  sizes = '100vw',
  categorySlug,
  categoryName,
  aspectRatio = '16 / 9',
  alt = '',
  priority = false,
  sx,
}: StoryImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const categoryLabel = useCategoryLabel();
  const frame = [
    { aspectRatio, width: '100%', borderRadius: 1, overflow: 'hidden', display: 'block' },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];

  if (picture && failedSrc !== picture.src) {
    // `display: contents`: the <img> is the frame, as without a picture. Its width and height
    // give the box its proportions before a byte arrives; the frame's own aspect ratio and
    // `height: auto` then size it (the height attribute alone would be a fixed pixel height).
    return (
      <Box component="picture" sx={{ display: 'contents' }}>
        {picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
        <Box
          component="img"
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedSrc(picture.src)}
          sx={[...frame, { height: 'auto', objectFit: 'cover', bgcolor: 'action.hover' }]}
        />
      </Box>
    );
  }

  if (!picture && src && failedSrc !== src) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailedSrc(src)}
        sx={[...frame, { objectFit: 'cover', bgcolor: 'action.hover' }]}
      />
    );
  }

  const hue = categoryHue(categorySlug);
  return (
    <Box
      aria-hidden
      sx={[
        ...frame,
        {
          position: 'relative',
          display: 'grid',
          placeItems: 'center',
          color: `hsl(${hue} 35% 38%)`,
          background: `linear-gradient(135deg, hsl(${hue} 55% 94%), hsl(${hue} 45% 84%))`,
        },
        // By the colour scheme's CSS, not the mode: server-rendered for every reader alike.
        (theme) =>
          theme.applyStyles('dark', {
            color: `hsl(${hue} 35% 72%)`,
            background: `linear-gradient(135deg, hsl(${hue} 28% 22%), hsl(${hue} 30% 13%))`,
          }),
      ]}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
        <NewspaperOutlined sx={{ fontSize: 40, opacity: 0.7 }} />
        {categoryName && (
          <Box
            component="span"
            sx={{
              fontSize: 12,
              fontWeight: 700,
              letterSpacing: '0.12em',
              textTransform: 'uppercase',
            }}
          >
            {categorySlug
              ? categoryLabel({ slug: categorySlug, name: categoryName })
              : categoryName}
          </Box>
        )}
      </Box>
    </Box>
  );
}
