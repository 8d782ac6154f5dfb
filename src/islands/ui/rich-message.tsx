import { Fragment, type ReactNode } from 'react';

const MARK = '\u2063';

/**
 * A translated sentence with elements inside it (a link, a bold word) without cutting the
 * sentence into pieces: the message takes the elements' places as `{name}` inputs.
 *
 *   richMessage((slot) => m.billing_terms_notice({ link: slot.link }), { link: <a href="/terms">{m.billing_terms()}</a> })
 */
export function richMessage<K extends string>(
  render: (slot: Record<K, string>) => string,
  slots: Record<K, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(Object.keys(slots).map((name) => [name, `${MARK}${name}${MARK}`])) as Record<
    K,
    string
  >;
  const parts = render(marks).split(MARK);
  // Split on the marks, the odd parts are slot names: "a ⁣link⁣ b" → ["a ", "link", " b"].
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 1 ? slots[part as K] : part}</Fragment>);
}
