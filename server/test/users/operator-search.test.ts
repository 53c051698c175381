import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { register, startServer, type SignedIn, type TestServer } from '../helpers.ts';

type Listed = { users: Array<{ userId: string; email: string; name: string | null }> };

/** The back office's player search: part of an email, a whole player id, or part of a name. */
describe("the operator's player search", () => {
  let server: TestServer;
  let named: SignedIn;
  let other: SignedIn;

  before(async () => {
    server = await startServer();
    named = await register(server);
    other = await register(server);
    const updated = await server.post('/user/update', { firstName: 'Ana Luísa', lastName: "O'Brien" }, named.accessToken);
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
  });
  after(() => server.close());

  const search = async (text: string) => {
    const answer = await server.operator<Listed>('/operator/users/list', { search: text, limit: 50 });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.users;
  };

  it('finds a player by their whole id, and by part of their email as before', async () => {
    assert.deepEqual(
      (await search(named.user.userId)).map((user) => user.userId),
      [named.user.userId],
    );
    assert.deepEqual(
      (await search(other.user.email.split('@')[0]!.toUpperCase())).map((user) => user.email),
      [other.user.email],
    );
  });

  it('finds a player by part of their first or last name, or the two together, whatever the case, and shows the name', async () => {
    for (const text of ['luísa', 'ANA', "o'brien", 'luísa o']) {
      const found = await search(text);
      assert.deepEqual(
        found.map((user) => user.userId),
        [named.user.userId],
        `searching "${text}"`,
      );
      assert.equal(found[0]?.name, "Ana Luísa O'Brien");
    }
  });

  it('treats the wildcard characters of the search as text, and a text that is almost an id finds nobody', async () => {
    assert.deepEqual(await search('%'), []);
    assert.deepEqual(await search('_'), []);
    assert.deepEqual(await search(`${named.user.userId.slice(0, -1)}0`.replace(/.$/, 'z')), []);
  });
});
