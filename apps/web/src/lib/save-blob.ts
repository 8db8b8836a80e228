/**
 * Hands a file to the browser as a download named `fileName` (an export, the recovery codes).
 * The object URL is revoked a moment after the click: revoking it at once can cancel the download
 * in some browsers.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
