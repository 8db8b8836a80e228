import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { ADMIN_ARTICLES_NS, ADMIN_SITE_PAGES_NS } from '../admin-i18n';
import { bodyText, diffWords } from '../word-diff';
import { WordDiff } from './WordDiff';

/** One field of a kept version beside the current one, as shown. */
export interface RevisionFieldRow {
  key: string;
  name: string;
  before: ReactNode;
  after: ReactNode;
  changed: boolean;
}

export interface RevisionComparisonProps {
  /** The feature's namespace: its `revisions.*` texts (field, current, legend...). */
  ns: typeof ADMIN_ARTICLES_NS | typeof ADMIN_SITE_PAGES_NS;
  /** The kept version's number. */
  revision: number;
  rows: readonly RevisionFieldRow[];
  bodyBefore: string;
  bodyAfter: string;
  /** A heading above the fields (the article editor's panel has several parts). */
  fieldsHeading?: string;
}

/**
 * A kept version (of an article or a static page) beside the current one: its fields side by
 * side with the changed rows marked, and the body as a word diff.
 */
export function RevisionComparison({
  ns,
  revision,
  rows,
  bodyBefore,
  bodyAfter,
  fieldsHeading,
}: RevisionComparisonProps) {
  const { t } = useTranslation(ns);
  const labels = { image: t('revisions.imageWord'), embed: t('revisions.embedWord') };
  const parts = diffWords(bodyText(bodyBefore, labels), bodyText(bodyAfter, labels));
  const bodyChanged = parts.some((part) => part.type !== 'same');

  return (
    <Box>
      {fieldsHeading && (
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {fieldsHeading}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('revisions.fieldsLabel', { revision })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('revisions.field')}</TableCell>
              <TableCell>{t('revisions.thisRevision', { revision })}</TableCell>
              <TableCell>{t('revisions.current')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ key, name, before, after, changed }) => (
              <TableRow key={key} sx={changed ? { bgcolor: 'action.hover' } : undefined}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {name}
                  {changed && (
                    <>
                      {' '}
                      <VisuallyHidden>{`(${t('revisions.changed')})`}</VisuallyHidden>
                    </>
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{before}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('revisions.bodyHeading')}
      </Typography>
      {bodyChanged ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('revisions.legend', { revision })}
          </Typography>
          <WordDiff parts={parts} />
        </>
      ) : (
        <Typography color="text.secondary">{t('revisions.bodySame')}</Typography>
      )}
    </Box>
  );
}
