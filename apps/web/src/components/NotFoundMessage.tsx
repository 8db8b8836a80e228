import SearchOff from '@mui/icons-material/SearchOff';
import type { ReactNode } from 'react';
import { StatusMessage } from './StatusMessage';

/** A page's "not found" answer: the page's own heading, what happened and the way back. */
export function NotFoundMessage({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <StatusMessage
      headingLevel="h1"
      icon={<SearchOff />}
      title={title}
      description={description}
      action={action}
    />
  );
}
