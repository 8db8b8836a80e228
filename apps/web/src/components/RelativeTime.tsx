import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatRelativeTime } from '@/lib/format-date';

export interface RelativeTimeProps {
  /** ISO 8601 timestamp */
  dateTime: string;
}

/** '3 hours ago' on screen, the exact date on hover and in the machine-readable attribute. */
export function RelativeTime({ dateTime }: RelativeTimeProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Box component="time" dateTime={dateTime} title={formatLongDate(dateTime, language)}>
      {formatRelativeTime(dateTime, language)}
    </Box>
  );
}
