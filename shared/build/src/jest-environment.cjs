// jsdom with the platform's fetch family: the page's HTTP client (ky) needs Request, Response,
// Headers, streams and abort signals that belong together, so they all come from Node.
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const fromNode = {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      ReadableStream,
      WritableStream,
      TransformStream,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    };
    Object.assign(this.global, fromNode);
  }
}

module.exports = BrowserEnvironment;
