// Types of scripts/db-restore.mjs (used by apps/server/src/ops/backup-restore.test.ts).
export declare function restoreEmbedded(options: {
  file: string;
  dataDir: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<{
  dataDir: string;
  tables: number;
  uploads: number;
  movedAside: string[];
  createdAt: string;
}>;
export declare function pgRestoreCommand(databaseUrl: string, file?: string): string;
