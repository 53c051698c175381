/** Set at build time: the app's version or the BUILD_ID it was built with. */
declare const __BUILD_ID__: string;

/** The base URL the running bundle was loaded from (a remote's own deployment). */
declare const __webpack_public_path__: string;

/** A stylesheet imported for its effect (`import './originals.css'`): the build puts it on the page. */
declare module '*.css';

/// <reference types="@testing-library/jest-dom" />
