import { onRealtimeMessage, realtimeHub, subscribeTopic, type RealtimeMessage } from './realtime.ts';

function socket() {
  const sent: RealtimeMessage[] = [];
  return { sent, transport: { send: (message: RealtimeMessage) => sent.push(message) } };
}

afterEach(() => realtimeHub.detach());

describe('the realtime topic hub', () => {
  it('asks for topics wanted before the socket opened as soon as it is attached', () => {
    const release = subscribeTopic('sports.event.1');
    expect(realtimeHub.wantedTopics()).toEqual(['sports.event.1']);
    const { sent, transport } = socket();
    realtimeHub.attach(transport);
    expect(sent).toEqual([{ m: 'topic.subscribe', p: { topic: 'sports.event.1' } }]);
    release();
    expect(sent).toContainEqual({ m: 'topic.unsubscribe', p: { topic: 'sports.event.1' } });
    expect(realtimeHub.wantedTopics()).toEqual([]);
  });

  it('tells the connection when the first topic is wanted and when the last one goes, and no more', () => {
    const changes = jest.fn();
    const stop = realtimeHub.watchDemand(changes);
    const a = subscribeTopic('sports.event.2');
    const b = subscribeTopic('sports.event.2');
    expect(changes).toHaveBeenCalledTimes(1);
    a();
    a();
    expect(changes).toHaveBeenCalledTimes(1);
    b();
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
  });

  it('delivers messages by name, and one failing listener does not stop the others', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const received: unknown[] = [];
    const stopFailing = onRealtimeMessage('wallet.balance.update', () => {
      throw new Error('broken listener');
    });
    const stop = onRealtimeMessage('wallet.balance.update', (payload) => received.push(payload.afterCash));
    realtimeHub.dispatch({ m: 'wallet.balance.update', p: { currency: 'USD', afterCash: '12.50', afterOperatorBonus: '0' } });
    realtimeHub.dispatch({ m: 'payment.settle', p: { type: 'deposit', amount: '5', currency: 'USD', status: 'success' } });
    expect(received).toEqual(['12.50']);
    expect(error).toHaveBeenCalled();
    stop();
    stopFailing();
    error.mockRestore();
  });
});
