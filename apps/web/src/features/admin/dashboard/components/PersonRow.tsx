import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';

export interface PersonRowProps {
  name: string;
  /** The letter on the avatar. */
  initial: string;
  avatarColor: 'primary.main' | 'secondary.main';
  /** Long names may break anywhere (email-like usernames). */
  wrapName?: boolean;
  /** Chips after the name. */
  chips: ReactNode;
  /** The lines under the name, each a span. */
  details: ReactNode;
}

/** A dashboard list row about someone: their initial, their name in bold, chips, then details. */
export function PersonRow({
  name,
  initial,
  avatarColor,
  wrapName,
  chips,
  details,
}: PersonRowProps) {
  return (
    <ListItem disableGutters alignItems="flex-start" divider>
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <Avatar
          aria-hidden
          sx={{ width: 32, height: 32, fontSize: '0.875rem', bgcolor: avatarColor }}
        >
          {initial}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        sx={{ minWidth: 0, my: 0 }}
        primary={
          <Box
            component="span"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
          >
            <Box
              component="strong"
              sx={wrapName ? { fontWeight: 600, overflowWrap: 'anywhere' } : { fontWeight: 600 }}
            >
              {name}
            </Box>
            {chips}
          </Box>
        }
        secondary={
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
            {details}
          </Box>
        }
        slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}
