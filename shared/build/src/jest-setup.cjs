// jsdom lacks a few browser APIs that the app's libraries use.
require('@testing-library/jest-dom');
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}
