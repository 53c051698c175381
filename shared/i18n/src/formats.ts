// Number and date formats in the player's language, each made once: making an Intl format takes a
// millisecond or more on a phone, and lists and animations ask for one per row or per frame.
// Imported as @app/i18n/formats, which is not a shared singleton: each build carries its own copy
// (a few lines), so an area using it runs on a host built before it.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(store: Map<string, F>, locale: string, options: object | undefined, make: () => F): F {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = store.get(key);
  if (!format) {
    format = make();
    store.set(key, format);
  }
  return format;
}

/** Intl.NumberFormat for a language and options, made once. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** Intl.DateTimeFormat for a language and options, made once. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
