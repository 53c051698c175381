// Matchers for the DOM, and the browser APIs jsdom does not implement.
require('@testing-library/jest-dom');
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}
