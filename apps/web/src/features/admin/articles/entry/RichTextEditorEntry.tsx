import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from '../components/editor/RichTextEditor';

const RichTextEditor = lazy(() =>
  import('../components/editor/RichTextEditor').then((m) => ({ default: m.RichTextEditor })),
);

/**
 * The articles' body editor (TipTap, its toolbar and dialogs) where another area writes rich
 * text (static pages): loads the articles' editor chunk when first shown, a block of the editor's
 * height standing in meanwhile.
 */
export function RichTextEditorEntry(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} aria-hidden />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
