import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/**
 * One of a table row's icon buttons: `title` is its tooltip, `label` its accessible name (the
 * tooltip's words unless it names the row: 'Edit' shown, 'Edit feed World news' heard).
 */
export function RowAction({
  title,
  label = title,
  color,
  onClick,
  children,
}: {
  title: string;
  label?: string;
  color?: IconButtonProps['color'];
  onClick: () => void;
  /** The icon. */
  children: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <IconButton color={color} aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
