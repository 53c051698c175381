// The host provides every shared singleton eagerly (they are in its first-load scripts), so the
// start needs no asynchronous boundary: those scripts, then the remotes config and the area.
//
// They are evaluated in steps, with the browser let in between: this module and the
// federation runtime; then the state, the texts and the start-up requests (bootstrap); then
// React and the app (render). Each step is short enough not to be a long task on a phone. The
// steps are in those scripts already ("eager"): no step waits for a download.
import { nextTask } from './startup/nextTask.ts';

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './bootstrap.ts'))
  .then(({ start }) => start());
