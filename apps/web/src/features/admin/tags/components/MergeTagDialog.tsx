import type { AdminTag } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TAGS_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { mergeTag, refreshAfterTagChange, tagListQueryOptions } from '../api/tags';

export interface MergeTagDialogProps {
  tag: AdminTag;
  onClose: () => void;
  onMerged: (from: AdminTag, into: AdminTag) => void;
}

/**
 * Merging a tag into another: the one to keep is picked among every other tag of the publication
 * (not only the page's search), then the button confirms. The server moves the stories, points
 * the old slugs at the kept tag and deletes this one in one transaction.
 */
export function MergeTagDialog({ tag, onClose, onMerged }: MergeTagDialogProps) {
  const { t } = useTranslation(ADMIN_TAGS_NS);
  const queryClient = useQueryClient();
  const all = useQuery(tagListQueryOptions(''));
  const targets = (all.data?.tags ?? []).filter((other) => other.id !== tag.id);
  const [into, setInto] = useState<AdminTag | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const merge = useMutation({
    mutationFn: (target: AdminTag) => mergeTag(tag.id, target.id),
    onSuccess: async (kept) => {
      await refreshAfterTagChange(queryClient);
      onMerged(tag, kept);
    },
    onError: (failure) => setError(failureMessage(failure, t('errors.merge'), 'fallback')),
  });

  const noTargets = all.isSuccess && targets.length === 0;

  return (
    <FormDialog
      variant="confirm"
      maxWidth="sm"
      title={t('mergeDialog.title', { name: tag.name })}
      titleId="merge-tag-title"
      description={t('mergeDialog.text', { name: tag.name, count: tag.story_count })}
      descriptionId="merge-tag-text"
      error={
        error ?? (all.isError ? failureMessage(all.error, t('errors.fetch'), 'fallback') : null)
      }
      errorPlacement="end"
      pending={merge.isPending}
      onSubmit={() => {
        setError(null);
        if (!into) {
          setMissing(true);
          return;
        }
        merge.mutate(into);
      }}
      onClose={onClose}
      cancelLabel={t('mergeDialog.cancel')}
      submitLabel={t('mergeDialog.confirm')}
      pendingLabel={t('mergeDialog.merging')}
      submitColor="error"
      submitDisabled={noTargets || all.isError}
    >
      {noTargets ? (
        <Alert severity="warning" role="status" sx={{ mt: 2 }}>
          {t('mergeDialog.noOther')}
        </Alert>
      ) : (
        <Autocomplete
          options={targets}
          value={into}
          loading={all.isPending}
          loadingText={t('loading')}
          noOptionsText={t('mergeDialog.noMatch')}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, value) => {
            setInto(value);
            setMissing(false);
          }}
          renderOption={(props, option) => {
            const { key, ...rest } = props;
            return (
              <li key={key} {...rest}>
                {t('mergeDialog.option', { name: option.name, slug: option.slug })}
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              margin="normal"
              label={t('mergeDialog.into')}
              error={missing}
              helperText={missing ? t('mergeDialog.intoRequired') : t('mergeDialog.intoHelp')}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
