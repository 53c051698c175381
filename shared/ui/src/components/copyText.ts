/**
 * Puts a text on the clipboard (a seed, a bank reference): true once it is there, false where the
 * browser refuses (no permission, an insecure page, no clipboard), so the page can say which.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
