import { lazy, Suspense, type ReactNode } from 'react';
import type { MediaPickerDialogProps } from '../components/MediaPickerDialog';

const MediaPickerDialog = lazy(() =>
  import('../components/MediaPickerDialog').then((m) => ({ default: m.MediaPickerDialog })),
);

/**
 * The media library's picker where another area chooses an image (the article editor's lead
 * image, the body editor's image button in articles and static pages): the library's chunk loads
 * when the picker first opens.
 */
export function MediaPickerEntry({
  fallback = null,
  ...props
}: MediaPickerDialogProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <MediaPickerDialog {...props} />
    </Suspense>
  );
}
