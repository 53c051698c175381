/** The page-level moves the full-screen views make (outside the router): one seam for tests. */
export const pageLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
