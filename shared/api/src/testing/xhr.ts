/**
 * What the client's uploads use of an XMLHttpRequest, with nothing sent yet: the request it was
 * given (method, URL, headers), its handlers, and the answer's fields. A test's stand-in adds how
 * it sends and answers.
 */
export class XhrStandIn {
  readonly upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  method = 'GET';
  url = '';
  headers: Record<string, string> = {};
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}
