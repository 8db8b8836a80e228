/** The shared helper (shared/api/failure.ts) under the name the users page imports. */
export { failureOf, type Failure } from '@/features/admin/shared/api/failure';
