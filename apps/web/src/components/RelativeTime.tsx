import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { formatForDisplay, formatLongDate } from '@/lib/format-date';
import { useDisplayClock } from '@/lib/ssr-context';

export interface RelativeTimeProps {
  /** ISO 8601 timestamp */
  dateTime: string;
}

/**
 * '3 hours ago' on screen (or the date, as the publication's Site Settings choose), the exact
 * date on hover and in the machine-readable attribute.
 */
export function RelativeTime({ dateTime }: RelativeTimeProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const display = useDateDisplay();
  // A server-rendered page hydrates with the server's clock and zone (ssr-context.ts).
  const clock = useDisplayClock();
  const timeZone = display.timeZone ?? clock.timeZone;
  return (
    <Box component="time" dateTime={dateTime} title={formatLongDate(dateTime, language, timeZone)}>
      {formatForDisplay(dateTime, language, { ...display, timeZone }, clock.now)}
    </Box>
  );
}
