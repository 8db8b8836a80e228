import { LANGUAGE_NAMES, LANGUAGES, type Language, type Preferences } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorMode, type ColorMode } from '@/lib/color-mode';
import { isSupportedLanguage, toSupportedLanguage } from '@/lib/i18n';
import { FormStack } from '@/components/forms/FormStack';
import { SaveRow } from '@/components/forms/SaveRow';
import { useSaveResult } from '@/components/forms/use-save-result';
import { formErrorText } from '../../shared/server-messages';
import { useApplyPreferences } from '../../session/use-apply-preferences';
import { useCategoryOptions } from '../api/get-category-options';
import { useUpdatePreferences } from '../api/update-preferences';

/**
 * The reader's saved preferences. Nothing changes until Save; then the language and theme take
 * effect at once on this device, and follow the account to the next one.
 */
export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const { t, i18n } = useTranslation();
  const { mode } = useColorMode();
  const applyPreferences = useApplyPreferences();
  const formRef = useRef<HTMLFormElement>(null);
  const newsletterHelpId = useId();
  const categories = useCategoryOptions();
  const update = useUpdatePreferences();
  // Unsaved choices start from what is saved, else from what this device shows now.
  const [language, setLanguage] = useState<Language>(
    preferences.language ?? toSupportedLanguage(i18n.resolvedLanguage),
  );
  const [theme, setTheme] = useState<ColorMode>(preferences.theme ?? mode);
  const [newsletter, setNewsletter] = useState(preferences.newsletter ?? false);
  const [followed, setFollowed] = useState<readonly string[]>(
    preferences.followed_categories ?? [],
  );
  const save = useSaveResult(formRef);

  /** Any edit makes the last "saved" or error message out of date. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      save.clear();
    };

  const toggleCategory = edit((slug: string) =>
    setFollowed((current) =>
      current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug],
    ),
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    save.clear();
    update.mutate(
      { language, theme, newsletter, followed_categories: [...followed] },
      {
        onSuccess: (saved) => {
          applyPreferences(saved);
          save.succeed();
        },
        onError: (error) => save.fail(formErrorText(error, t('errors.preferencesFailed'), t)),
      },
    );
  };

  return (
    <FormStack
      formRef={formRef}
      onSubmit={handleSubmit}
      error={save.failure}
      spacing={3}
      sx={{ mt: 3 }}
    >
      <TextField
        select
        label={t('preferences.language')}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isSupportedLanguage(next)) edit(setLanguage)(next);
        }}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={(theme) => ({
          // Phones make every input 44 px tall, border box included (the tap-target rule in
          // app/theme.ts); a native select clips its text to what the padding leaves, so its
          // padding shrinks to centre one line in those 44 px.
          [theme.breakpoints.down('sm')]: {
            '& .MuiNativeSelect-select': { paddingBlock: '10.5px' },
          },
        })}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </TextField>

      <FormControl component="fieldset">
        <FormLabel component="legend">{t('preferences.theme')}</FormLabel>
        <RadioGroup
          row
          name="theme"
          value={theme}
          onChange={(event) => edit(setTheme)(event.target.value === 'dark' ? 'dark' : 'light')}
        >
          <FormControlLabel value="light" control={<Radio />} label={t('preferences.themeLight')} />
          <FormControlLabel value="dark" control={<Radio />} label={t('preferences.themeDark')} />
        </RadioGroup>
      </FormControl>

      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={newsletter}
              onChange={(event) => edit(setNewsletter)(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': newsletterHelpId } }}
            />
          }
          label={t('preferences.newsletter')}
        />
        <FormHelperText id={newsletterHelpId} sx={{ mt: 0, ml: 6 }}>
          {t('preferences.newsletterHelp')}
        </FormHelperText>
      </Box>

      <FormControl component="fieldset">
        <FormLabel component="legend">{t('preferences.followedCategories')}</FormLabel>
        <FormHelperText sx={{ mx: 0 }}>{t('preferences.followedCategoriesHelp')}</FormHelperText>
        {categories.isPending ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1 }}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} sx={{ height: 38 }} />
            ))}
          </Box>
        ) : categories.isError ? (
          <Alert role="status" severity="info" variant="outlined" sx={{ mt: 1 }}>
            {t('preferences.categoriesUnavailable')}
          </Alert>
        ) : categories.data.length === 0 ? (
          <FormHelperText sx={{ mx: 0 }}>{t('preferences.noCategories')}</FormHelperText>
        ) : (
          <FormGroup
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 0.5 }}
          >
            {categories.data.map((category) => (
              <FormControlLabel
                key={category.slug}
                control={
                  <Checkbox
                    checked={followed.includes(category.slug)}
                    onChange={() => toggleCategory(category.slug)}
                    name="followed_categories"
                    value={category.slug}
                  />
                }
                label={category.name}
              />
            ))}
          </FormGroup>
        )}
      </FormControl>

      <SaveRow
        label={t('preferences.save')}
        pending={update.isPending}
        saved={save.saved ? t('preferences.saved') : null}
      />
    </FormStack>
  );
}
