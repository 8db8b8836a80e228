// Types of scripts/db-backup.mjs (used by apps/server/src/ops/backup-restore.test.ts).
export declare const BACKUP_FORMAT: string;
export declare const BACKUP_VERSION: number;
export declare class BackupError extends Error {}
export declare function runningServerPid(dataDir: string): Promise<number | undefined>;
export declare function backupEmbedded(options: {
  dataDir: string;
  out?: string;
  log?: (line: string) => void;
}): Promise<{ file: string; bytes: number; tables: number; uploads: number }>;
export declare function pgDumpCommand(databaseUrl: string, out?: string): string;
