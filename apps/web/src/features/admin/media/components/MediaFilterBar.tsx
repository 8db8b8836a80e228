import type { AdminMediaListResponse } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEDIA_NS } from '@/features/admin/shared/admin-i18n';
import { SearchField } from '@/features/admin/shared/components/SearchField';

export interface MediaFilterValues {
  q: string;
  unused: boolean;
  uploader: string;
  month: string;
}

export interface MediaFilterBarProps {
  values: MediaFilterValues;
  onChange: (values: MediaFilterValues) => void;
  /** Every uploader and month of the library, from the last answer. */
  options: Pick<AdminMediaListResponse, 'uploaders' | 'months'> | undefined;
  /** The picker offers only the search. */
  searchOnly?: boolean;
}

/** The library's search box and filters: unused only, uploader, month. */
export function MediaFilterBar({ values, onChange, options, searchOnly }: MediaFilterBarProps) {
  const { t } = useTranslation(ADMIN_MEDIA_NS);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <SearchField
        label={t('search')}
        value={values.q}
        onSearch={(q) => onChange({ ...values, q })}
        sx={{ flex: '1 1 240px' }}
      />
      {!searchOnly && (
        <>
          <TextField
            select
            label={t('filters.uploader')}
            value={values.uploader}
            onChange={(event) => onChange({ ...values, uploader: event.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('filters.anyUploader')}</MenuItem>
            {(options?.uploaders ?? []).map((uploader) => (
              <MenuItem key={uploader.id} value={String(uploader.id)}>
                {uploader.display_name ?? uploader.username}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('filters.month')}
            value={values.month}
            onChange={(event) => onChange({ ...values, month: event.target.value })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">{t('filters.anyMonth')}</MenuItem>
            {(options?.months ?? []).map((month) => (
              <MenuItem key={month} value={month}>
                {month}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.unused}
                onChange={(event) => onChange({ ...values, unused: event.target.checked })}
              />
            }
            label={t('filters.unused')}
          />
        </>
      )}
    </Box>
  );
}
