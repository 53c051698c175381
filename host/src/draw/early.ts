// What the page's early-request registry (@app/api/early) is in a server draw: there is no early
// loader and no network. A call of the API is answered by the draw's own answerer (the server asks
// itself, as a signed-out visitor); a file is never fetched (the draw has its texts from disk).

type Answer = (url: string, body: unknown) => Promise<Response>;

let answer: Answer | undefined;

/** Sets who answers the draw's calls (the server, for the draw under way); undefined between draws. */
export function answerCallsWith(next: Answer | undefined): void {
  answer = next;
}

const noNetwork = () => Promise.reject(new Error('A server draw fetches nothing'));

export function startEarlyFetch(): Promise<Response> {
  return noNetwork();
}

export function takeEarlyFetch(): Promise<Response> | undefined {
  return undefined;
}

export function fetchOnce(): Promise<Response> {
  return noNetwork();
}

export function startEarlyCall(): Promise<Response> {
  return noNetwork();
}

export function hasEarlyCalls(): boolean {
  return answer !== undefined;
}

/** Every call of a draw is answered by the server; none reaches the network. */
export function takeEarlyCall(url: string, body: unknown): Promise<Response> | undefined {
  return answer ? answer(url, body) : noNetwork();
}
