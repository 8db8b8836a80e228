import type { UserNewsletters } from '@helionews/contracts';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '@/components/forms/FormStack';
import { SaveRow } from '@/components/forms/SaveRow';
import { useSaveResult } from '@/components/forms/use-save-result';
import { formErrorText } from '../../shared/server-messages';
import { useUserNewsletters } from '../api/get-user-newsletters';
import { useUpdateUserNewsletters } from '../api/update-user-newsletters';

/** The switches, started from what the server says the reader receives; nothing changes until Save. */
function NewsletterSwitches({ data }: { data: UserNewsletters }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateUserNewsletters();
  const save = useSaveResult(formRef);
  const [chosen, setChosen] = useState<readonly number[]>(data.newsletter_ids);

  const toggle = (id: number, on: boolean) => {
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
    save.clear();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    save.clear();
    // Only the publication's own: an id it no longer lists is dropped rather than refused.
    const listed = new Set(data.newsletters.map((newsletter) => newsletter.id));
    update.mutate(
      { newsletter_ids: chosen.filter((id) => listed.has(id)) },
      {
        onSuccess: (saved) => {
          setChosen(saved.newsletter_ids);
          save.succeed();
        },
        onError: (error) => save.fail(formErrorText(error, t('newsletters.profile.saveFailed'), t)),
      },
    );
  };

  return (
    <FormStack formRef={formRef} onSubmit={handleSubmit} error={save.failure} sx={{ mt: 2 }}>
      <FormGroup sx={{ gap: 1 }}>
        {data.newsletters.map((newsletter) => (
          <FormControlLabel
            key={newsletter.id}
            sx={{ alignItems: 'flex-start', mx: 0, gap: 1 }}
            control={
              <Switch
                checked={chosen.includes(newsletter.id)}
                onChange={(event) => toggle(newsletter.id, event.target.checked)}
                name="newsletter_ids"
                value={newsletter.id}
              />
            }
            label={
              <Box sx={{ pt: 0.75 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {newsletter.name}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · '}
                  {t(`newsletters.cadence.${newsletter.cadence}`)}
                </Typography>
                {newsletter.description && (
                  <Typography variant="body2" color="text.secondary">
                    {newsletter.description}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </FormGroup>
      <SaveRow
        label={t('newsletters.profile.save')}
        pending={update.isPending}
        saved={save.saved ? t('newsletters.profile.saved') : null}
      />
    </FormStack>
  );
}

/** The reader's newsletters of this publication (GET and PUT /api/auth/user/newsletters). */
export function NewslettersForm() {
  const { t } = useTranslation();
  const newsletters = useUserNewsletters();

  if (newsletters.isPending) {
    return (
      <Box aria-busy="true" sx={{ mt: 2 }}>
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} sx={{ height: 44 }} />
        ))}
      </Box>
    );
  }
  if (newsletters.isError) {
    return (
      <Alert
        role="status"
        severity="info"
        variant="outlined"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void newsletters.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      >
        {t('newsletters.profile.loadFailed')}
      </Alert>
    );
  }
  if (newsletters.data.newsletters.length === 0) {
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          mt: 2,
          py: 3,
          px: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 2,
          color: 'text.secondary',
        }}
      >
        <MailOutlined aria-hidden />
        <Typography variant="body2">{t('newsletters.profile.empty')}</Typography>
      </Box>
    );
  }
  return <NewsletterSwitches data={newsletters.data} />;
}
