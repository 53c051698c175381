const { createJestConfig } = require('@app/build/jest');

// The sign-in and sign-up tests type into several fields one key at a time, the first of a file
// after loading its pages: on a machine busy with other suites a test takes longer than jest's
// default 5 s without anything being wrong.
module.exports = { ...createJestConfig(), testTimeout: 30_000 };
