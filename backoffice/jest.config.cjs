const { createJestConfig } = require('@app/build/jest');

// The sign-in tests type into several fields one key at a time: on a machine busy with other
// suites a test takes longer than jest's default 5 s without anything being wrong.
module.exports = { ...createJestConfig(), testTimeout: 30_000 };
