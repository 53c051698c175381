export function MaintenanceScreen() {
  return <main />;
}
