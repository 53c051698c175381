export function SecurityReminder() {
  return null;
}
