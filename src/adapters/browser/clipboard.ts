// Copies text to the system clipboard; rejects when the browser refuses (no permission, no
// secure context).
export async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available');
  await navigator.clipboard.writeText(text);
}
