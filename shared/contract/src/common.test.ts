import { httpUrlSchema, idSchema, nameSchema, passwordSchema, sitePath, textSchema, tokenSchema } from './common.ts';
import { OFF_SITE_PATHS } from './site-path.ts';
import { userUpdateRequestSchema } from './user.ts';
import { bankCardAddRequestSchema, depositInitiateRequestSchema, holderNameSchema } from './wallet.ts';

const CONTROLS = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];
const LONE_SURROGATES = ['\ud800', '\udfff'];
const DIRECTION_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('text a player types', () => {
  it('takes any script, emoji and punctuation', () => {
    for (const text of ['Zoë Nguyễn', 'Ελένη', 'Đặng Thị', 'محمد', 'שׁלום', '山田 太郎', 'Ñandú-Ōta', "O'Brien", '👨‍👩‍👧 🇧🇷 1️⃣', '€ 5,00']) {
      expect(textSchema.safeParse(text).success).toBe(true);
      expect(nameSchema.safeParse(text).success).toBe(true);
    }
  });

  it('refuses control characters (NUL first) and halves of a surrogate pair, anywhere', () => {
    for (const bad of [...CONTROLS, ...LONE_SURROGATES]) {
      for (const schema of [textSchema, nameSchema, passwordSchema, idSchema, tokenSchema]) {
        expect(schema.safeParse(`ab${bad}cd`).success).toBe(false);
      }
    }
  });

  it('refuses in a name the characters that make it read otherwise than written, and line separators', () => {
    for (const bad of [...DIRECTION_CONTROLS, '\u2028', '\u2029']) {
      expect(nameSchema.safeParse(`Ada${bad}evil`).success).toBe(false);
      expect(holderNameSchema.safeParse(`Ada${bad}evil`).success).toBe(false);
    }
  });

  it('trims a name as before, so white space around it is still fine', () => {
    expect(nameSchema.parse('  Zoë\t\n')).toBe('Zoë');
    expect(userUpdateRequestSchema.parse({ nickname: ' 🎰 Lucky ', firstName: 'José', lastName: 'Müller-Łukasz' })).toEqual({
      nickname: '🎰 Lucky',
      firstName: 'José',
      lastName: 'Müller-Łukasz',
    });
  });

  it('takes a password of any printable characters, spaces and symbols included', () => {
    for (const password of ['correct horse battery staple', 'pä$$wörd!1', '密码Password1', '\u202eabc123xyz']) {
      expect(passwordSchema.safeParse(password).success).toBe(true);
    }
  });

  it('refuses NUL in the fields that reached the database (nickname, holder name, path, ids)', () => {
    expect(userUpdateRequestSchema.safeParse({ nickname: 'a\u0000b' }).success).toBe(false);
    expect(userUpdateRequestSchema.safeParse({ firstName: 'a\u0000b' }).success).toBe(false);
    expect(userUpdateRequestSchema.safeParse({ lastName: 'a\u0000b' }).success).toBe(false);
    const card = { holderName: 'Ada Lovelace', cardNumber: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2099 };
    expect(bankCardAddRequestSchema.safeParse(card).success).toBe(true);
    expect(bankCardAddRequestSchema.safeParse({ ...card, holderName: 'Ada\u0000Lovelace' }).success).toBe(false);
    expect(bankCardAddRequestSchema.safeParse({ ...card, cardNumber: '4111\t1111 1111 1111' }).success).toBe(false);
    const deposit = { channelId: 'demopay-usd', currency: 'USD', amount: '10', returnPath: '/wallet/deposit?from=home' };
    expect(depositInitiateRequestSchema.safeParse(deposit).success).toBe(true);
    expect(depositInitiateRequestSchema.safeParse({ ...deposit, returnPath: '/wallet\u0000' }).success).toBe(false);
    expect(depositInitiateRequestSchema.safeParse({ ...deposit, channelId: 'demo\u0000pay' }).success).toBe(false);
  });
});

describe('a path of this site to send a browser back to', () => {
  it('keeps a path of the site with its query', () => {
    expect(sitePath('/deposit?x=1')).toBe('/deposit?x=1');
    expect(sitePath('/wallet/deposit?currency=USD&returning=1#top')).toBe('/wallet/deposit?currency=USD&returning=1#top');
    expect(sitePath('/a/../deposit')).toBe('/deposit');
  });

  it('refuses anything a browser would take to another host', () => {
    for (const path of OFF_SITE_PATHS) {
      expect(sitePath(path)).toBeNull();
      expect(depositInitiateRequestSchema.safeParse({ channelId: 'c', currency: 'USD', amount: '10', returnPath: path }).success).toBe(
        false,
      );
    }
  });
});

describe('a URL the platform is given', () => {
  it('takes an http(s) URL of printable characters as it is', () => {
    for (const url of ['https://id.example.com', 'http://localhost:8080/realms/casino', 'https://a.example/cb?x=1']) {
      expect(httpUrlSchema.parse(url)).toBe(url);
    }
  });

  it('refuses a control character or a space anywhere in it, though the URL parser would drop a tab or a line break', () => {
    for (const bad of [...CONTROLS, ' ']) {
      for (const url of [`https://id.exam${bad}ple.com`, `https://id.example.com/${bad}x`]) {
        expect(httpUrlSchema.safeParse(url).success).toBe(false);
      }
    }
    expect(httpUrlSchema.safeParse('ftp://id.example.com').success).toBe(false);
  });
});
