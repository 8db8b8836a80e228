import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';

/**
 * A byline's name, linked to the author's page when it is a local account's (`author_username`);
 * a feed's or a typed name stays text. Above a card's stretched headline link (StoryLink), so
 * that it can be clicked on its own.
 */
export function AuthorLink({
  username,
  children,
}: {
  username: string | null | undefined;
  children: ReactNode;
}) {
  const routes = useReaderRoutes();
  if (!username) return <>{children}</>;
  return (
    <Link
      component={RouterLink}
      to={routes.author(username)}
      color="inherit"
      underline="hover"
      sx={{ position: 'relative', zIndex: 1 }}
    >
      {children}
    </Link>
  );
}
