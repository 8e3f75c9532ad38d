// Saves a file the app fetched (an invoice PDF) through the browser's download.
export function saveFile(file: Blob, name: string, doc: Document = document): void {
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, so the download keeps its data.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
