// The host provides every shared singleton eagerly (they are in this first script), so the start
// needs no asynchronous boundary: one script, then the remotes config and the current area.
import './bootstrap.tsx';
