// The asynchronous boundary lets the federation runtime set up the shared modules before any of
// them is used.
import('./bootstrap.tsx');
