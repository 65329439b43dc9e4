import type english from "./catalogues/en";

/** A locale's catalogue: English's namespaces and keys, each a string in ICU MessageFormat. */
export type Catalogue = { [N in keyof typeof english]: { [K in keyof (typeof english)[N]]: string } };
export type Namespace = keyof Catalogue;

/** One namespace of a translation, checked against English's keys (no key missing, none extra). */
export type NamespaceOf<N extends Namespace> = Catalogue[N];

/** Every message key, written 'namespace.key' ('join.reserveButton'): a misspelt key is a type error. */
export type MessageKey = { [N in Namespace]: `${N}.${keyof Catalogue[N] & string}` }[Namespace];

/** The values of a message's ICU arguments ({name}, {count, plural, ...}). */
export type MessageValues = Record<string, string | number | Date>;
