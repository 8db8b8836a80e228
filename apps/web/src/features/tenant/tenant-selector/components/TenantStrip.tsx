import { ROUTES } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { chooseHref } from '@/lib/choose-href';
import { useTenant } from '@/lib/tenant-context';
import { TenantLinksMenu } from './TenantLinksMenu';

/**
 * An admin's own strip above the reader's bar, when the publication allows switching, at every
 * width: the publications as a menu of links, each switch a page load through /choose that
 * stores the choice (ADR 016). The one strip of every reader page: the top bar renders it where
 * the application runs, and the `tenant-strip` island draws it on a page of islands (the server
 * renders for nobody, so there it starts empty).
 */
export function TenantStrip() {
  const { canSwitchTenants } = useTenant();
  if (!canSwitchTenants) return null;
  return (
    <Box data-menu="publication" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar variant="dense" sx={{ justifyContent: 'flex-end', pt: 1.5, pb: 1 }}>
          <TenantLinksMenu hrefFor={(slug) => chooseHref({ tenant: slug }, ROUTES.home)} />
        </Toolbar>
      </Container>
    </Box>
  );
}
