import { createContext, use } from 'react';
import type { DateDisplay } from './format-date';

/**
 * How dates show on the pages below: the reader layout provides the tenant's Site Settings
 * (date format and time zone); elsewhere dates are relative.
 */
export const DateDisplayContext = createContext<DateDisplay>({ format: 'relative' });

export function useDateDisplay(): DateDisplay {
  return use(DateDisplayContext);
}
