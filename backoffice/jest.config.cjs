const { createJestConfig } = require('@app/build/jest');

module.exports = createJestConfig();
