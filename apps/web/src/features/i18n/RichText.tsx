import type { MessageKey, MessageValues } from "@khatm/i18n";
import { Fragment, type ReactNode } from "react";
import { useT } from "./i18n-context";

interface RichTextProps {
  /** A message whose arguments in `parts` are elements (a link inside a sentence). */
  message: MessageKey;
  values?: MessageValues;
  parts: Record<string, ReactNode>;
}

const MARK = "\u0000";

/** A sentence with elements inside it, kept one message so a translator can move them where the language wants. */
export function RichText({ message, values, parts }: RichTextProps) {
  const t = useT();
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const pieces = t(message, { ...values, ...marks }).split(MARK);
  // Odd pieces are the names between the marks.
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence, never reordered
    <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>
  ));
}
