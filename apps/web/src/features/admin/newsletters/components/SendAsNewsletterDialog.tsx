import { ADMIN_NEWSLETTER_ROUTES, testSendSchema } from '@helionews/contracts';
import Computer from '@mui/icons-material/Computer';
import Smartphone from '@mui/icons-material/Smartphone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ADMIN_NEWSLETTERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { useGrantedAccess } from '@/features/admin/shell/access-context';
import { useFormatNumber } from '@/features/admin/shared/use-format-number';
import { useCreateSend } from '../api/create-send';
import { useNewsletters } from '../api/newsletters';
import { usePreview } from '../api/preview';
import { useTestSend } from '../api/test-send';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';

/** The preview's widths: a desktop mail client's column, and a phone's screen. */
export const PREVIEW_WIDTHS = { desktop: 640, phone: 390 } as const;
type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** 'YYYY-MM-DDTHH:mm' in local time, as a datetime-local field holds it, an hour from `now`. */
function inAnHour(now = new Date()): string {
  const later = new Date(now.getTime() + 60 * 60_000);
  const local = new Date(later.getTime() - later.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export interface SendAsNewsletterDialogProps {
  /** The published story (an article's id is its story's). */
  storyId: number;
  storyTitle: string;
  onClose: () => void;
}

/**
 * "Send as newsletter": choose the newsletter, see the message as recipients will (desktop and
 * phone width, and its plain-text part), mail a test copy, then send now or at a time; the
 * send's page follows.
 */
export function SendAsNewsletterDialog({
  storyId,
  storyTitle,
  onClose,
}: SendAsNewsletterDialogProps) {
  const { t } = useTranslation(ADMIN_NEWSLETTERS_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const formatNumber = useFormatNumber();
  const access = useGrantedAccess();
  const newsletters = useNewsletters();
  const [chosen, setChosen] = useState<number | null>(null);
  const newsletterId = chosen ?? newsletters.data?.newsletters[0]?.id ?? null;
  const preview = usePreview(newsletterId, storyId);
  const [view, setView] = useState<'html' | 'text'>('html');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [testEmail, setTestEmail] = useState(access.user.email);
  const [testEmailError, setTestEmailError] = useState<string | null>(null);
  const test = useTestSend();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState(inAnHour);
  const [sendAtError, setSendAtError] = useState<string | null>(null);
  const create = useCreateSend();
  const list = newsletters.data?.newsletters ?? [];
  const chosenNewsletter = list.find((entry) => entry.id === newsletterId);

  const sendTest = () => {
    if (newsletterId === null) return;
    const parsed = testSendSchema.safeParse({ email: testEmail.trim(), story_id: storyId });
    if (!parsed.success) {
      setTestEmailError(t('form.emailInvalid'));
      return;
    }
    setTestEmailError(null);
    test.mutate({ newsletterId, input: parsed.data });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newsletterId === null || create.isPending) return;
    let at: string | undefined;
    if (when === 'later') {
      const moment = new Date(sendAt);
      if (!sendAt || Number.isNaN(moment.getTime()) || moment.getTime() <= Date.now()) {
        setSendAtError(t('sendAs.sendAtFuture'));
        return;
      }
      at = moment.toISOString();
    }
    setSendAtError(null);
    create.mutate(
      { newsletterId, input: { story_id: storyId, ...(at && { send_at: at }) } },
      { onSuccess: (send) => void navigate(ADMIN_NEWSLETTER_ROUTES.send(send.id)) },
    );
  };

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="send-as-newsletter-title"
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id="send-as-newsletter-title">
          {t('sendAs.title', { title: storyTitle })}
        </DialogTitle>
        <DialogContent dividers>
          {newsletters.isPending ? (
            <LoadingSkeleton variant="rounded" height={56} label={t('common.loading')} />
          ) : newsletters.isError ? (
            <Alert severity="error" role="alert">
              {failureMessage(newsletters.error, t('list.failed'), 'fallback')}
            </Alert>
          ) : list.length === 0 ? (
            <Alert severity="info">
              {t('sendAs.noNewsletters')}{' '}
              <Link component={RouterLink} to={ADMIN_NEWSLETTER_ROUTES.newsletters}>
                {t('sendAs.createFirst')}
              </Link>
            </Alert>
          ) : (
            <Stack spacing={2}>
              <TextField
                select
                label={t('sendAs.newsletter')}
                value={newsletterId ?? ''}
                onChange={(event) => {
                  setChosen(Number(event.target.value));
                  test.reset();
                }}
                helperText={
                  chosenNewsletter &&
                  t('sendAs.recipients', {
                    count: chosenNewsletter.counts.active,
                    number: formatNumber(chosenNewsletter.counts.active),
                  })
                }
              >
                {list.map((entry) => (
                  <MenuItem key={entry.id} value={entry.id}>
                    {entry.name}
                  </MenuItem>
                ))}
              </TextField>

              <Box component="section" aria-labelledby="send-as-preview-heading">
                <Typography id="send-as-preview-heading" variant="subtitle1" component="h3">
                  {t('sendAs.preview')}
                </Typography>
                {preview.data && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {t('sendAs.subject')}{' '}
                    </Box>
                    <strong>{preview.data.subject}</strong>
                  </Typography>
                )}
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    alignItems: 'center',
                    justifyContent: 'space-between',
                  }}
                >
                  <Tabs
                    value={view}
                    onChange={(_, next: 'html' | 'text') => setView(next)}
                    aria-label={t('sendAs.previewKind')}
                  >
                    <Tab
                      value="html"
                      label={t('sendAs.html')}
                      id="send-as-tab-html"
                      aria-controls="send-as-panel"
                    />
                    <Tab
                      value="text"
                      label={t('sendAs.text')}
                      id="send-as-tab-text"
                      aria-controls="send-as-panel"
                    />
                  </Tabs>
                  {view === 'html' && (
                    <ToggleButtonGroup
                      size="small"
                      exclusive
                      value={width}
                      onChange={(_, next: PreviewWidth | null) => next && setWidth(next)}
                      aria-label={t('sendAs.width')}
                    >
                      <ToggleButton value="desktop" aria-label={t('sendAs.desktop')}>
                        <Computer fontSize="small" sx={{ mr: 0.5 }} />
                        {t('sendAs.desktop')}
                      </ToggleButton>
                      <ToggleButton value="phone" aria-label={t('sendAs.phone')}>
                        <Smartphone fontSize="small" sx={{ mr: 0.5 }} />
                        {t('sendAs.phone')}
                      </ToggleButton>
                    </ToggleButtonGroup>
                  )}
                </Box>
                <Box
                  role="tabpanel"
                  id="send-as-panel"
                  aria-labelledby={`send-as-tab-${view}`}
                  // The phone width may scroll sideways in a narrow dialog: the keyboard scrolls it.
                  tabIndex={0}
                  sx={{ mt: 1, bgcolor: 'action.hover', borderRadius: 1, p: 1, overflowX: 'auto' }}
                >
                  {preview.isPending ? (
                    <LoadingSkeleton
                      variant="rounded"
                      height={360}
                      label={t('sendAs.previewLoading')}
                    />
                  ) : preview.isError ? (
                    <Alert severity="error" role="alert">
                      {failureMessage(preview.error, t('sendAs.previewFailed'), 'fallback')}
                    </Alert>
                  ) : view === 'html' ? (
                    <Box
                      component="iframe"
                      title={t('sendAs.frameTitle', {
                        width: PREVIEW_WIDTHS[width],
                      })}
                      srcDoc={preview.data.html}
                      sandbox=""
                      data-width={width}
                      sx={{
                        display: 'block',
                        mx: 'auto',
                        width: PREVIEW_WIDTHS[width],
                        maxWidth: width === 'desktop' ? '100%' : 'none',
                        height: 480,
                        border: 0,
                        bgcolor: '#fff',
                        borderRadius: 1,
                      }}
                    />
                  ) : (
                    <Box
                      component="pre"
                      tabIndex={0}
                      aria-label={t('sendAs.text')}
                      sx={{
                        m: 0,
                        p: 2,
                        maxHeight: 480,
                        overflow: 'auto',
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                        fontFamily: 'monospace',
                        fontSize: 13,
                        bgcolor: 'background.paper',
                        borderRadius: 1,
                      }}
                    >
                      {preview.data.text}
                    </Box>
                  )}
                </Box>
              </Box>

              <Box component="section" aria-labelledby="send-as-test-heading">
                <Typography id="send-as-test-heading" variant="subtitle1" component="h3">
                  {t('sendAs.testHeading')}
                </Typography>
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    alignItems: 'flex-start',
                    mt: 1,
                  }}
                >
                  <TextField
                    size="small"
                    type="email"
                    label={t('sendAs.testEmail')}
                    value={testEmail}
                    onChange={(event) => {
                      setTestEmail(event.target.value);
                      setTestEmailError(null);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        sendTest();
                      }
                    }}
                    error={testEmailError !== null}
                    helperText={testEmailError ?? undefined}
                    sx={{ flex: '1 1 16rem' }}
                    slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
                  />
                  <Button variant="outlined" onClick={sendTest} loading={test.isPending}>
                    {t('sendAs.sendTest')}
                  </Button>
                </Box>
                <Box role="status" sx={{ mt: 1 }}>
                  {test.isSuccess && (
                    <Alert severity="success">
                      {t('sendAs.testSent', { email: test.variables.input.email })}
                    </Alert>
                  )}
                </Box>
                {test.isError && (
                  <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                    {failureMessage(test.error, t('sendAs.testFailed'), 'fallback')}
                  </Alert>
                )}
              </Box>

              <FormControl component="fieldset">
                <FormLabel component="legend">{t('sendAs.when')}</FormLabel>
                <RadioGroup
                  row
                  value={when}
                  onChange={(event) => setWhen(event.target.value as 'now' | 'later')}
                >
                  <FormControlLabel value="now" control={<Radio />} label={t('sendAs.now')} />
                  <FormControlLabel value="later" control={<Radio />} label={t('sendAs.later')} />
                </RadioGroup>
                {when === 'later' && (
                  <TextField
                    type="datetime-local"
                    label={t('sendAs.sendAt')}
                    value={sendAt}
                    onChange={(event) => {
                      setSendAt(event.target.value);
                      setSendAtError(null);
                    }}
                    error={sendAtError !== null}
                    helperText={sendAtError ?? t('sendAs.sendAtHelp')}
                    sx={{ mt: 1, maxWidth: 320 }}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                )}
              </FormControl>
              {create.isError && (
                <Alert severity="error" role="alert">
                  {failureMessage(create.error, t('sendAs.sendFailed'), 'fallback')}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={newsletterId === null || preview.isError}
            loading={create.isPending}
          >
            {when === 'later' ? t('sendAs.schedule') : t('sendAs.sendNow')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
