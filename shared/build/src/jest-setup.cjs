// Matchers for the DOM, and the browser APIs jsdom does not implement.
require('@testing-library/jest-dom');
// waitFor and findBy give up after 5 s rather than 1: a render on a machine busy with other suites
// may take longer than a second, and a test that is to fail still fails.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}
