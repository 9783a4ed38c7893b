import type { ParseKeys, TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from './i18n/translation';

/*
 * A form's message kept as what it means, worded when it is drawn. A text translated at the moment of
 * a click and kept in state stays in that moment's language: after the SQ/EN switch (which changes the
 * language in place) the page would show it in the old one. State holds a Message; the render words it.
 */

export type MessageKey = ParseKeys;

/**
 * An interpolated value: plain (a number, a name the visitor typed), itself a message (a field's label),
 * or written for the language of the moment it is drawn (a date, whose month is a word: lib/format).
 */
export type MessageValue = string | number | Message | ((language: string) => string) | undefined;

export type Message =
  /** One of our texts: its key and values, worded in the page's language. */
  | { key: MessageKey; values?: Readonly<Record<string, MessageValue>> }
  /**
   * A text only the server can word (the reason of a refusal, a thank-you), in the language it was
   * worded in. A page in another language shows `otherwise` instead (nothing when null); without a
   * language the text is shown as it is in every language (e.g. a name, or a number).
   */
  | { text: string; language?: string; otherwise?: Message | null }
  /** Several messages said in a row (a failure's reasons), each worded on its own. */
  | { join: readonly Message[]; separator?: string };

/** The page's translator and its language. */
export interface Wording {
  t: TFunction;
  language: string;
}

export function msg(key: MessageKey, values?: Readonly<Record<string, MessageValue>>): Message {
  return values ? { key, values } : { key };
}

/** The server's Albanian text (ADR 0005: the API words its messages in Albanian), `otherwise` elsewhere. */
export function albanian(text: string, otherwise: Message | null): Message {
  return { text, language: 'sq', otherwise };
}

const isMessage = (value: MessageValue): value is Message => typeof value === 'object';

/**
 * The message in the page's language now. `given` are values known only where it is drawn (a field's
 * label beside its input, as the input is labelled now); the message's own values come first.
 */
export function word(wording: Wording, message: Message, given: Readonly<Record<string, MessageValue>> = {}): string {
  if ('join' in message) return message.join.map((part) => word(wording, part, given)).filter(Boolean).join(message.separator ?? ' ');
  if ('text' in message) {
    if (!message.language || wording.language.startsWith(message.language)) return message.text;
    return message.otherwise ? word(wording, message.otherwise, given) : '';
  }
  const values: Record<string, string | number | undefined> = {};
  for (const [name, value] of Object.entries({ ...given, ...message.values })) {
    values[name] = typeof value === 'function' ? value(wording.language) : isMessage(value) ? word(wording, value) : value;
  }
  // The key is typed where the message is made; here any key of the dictionaries is fine.
  return (wording.t as (key: string, values: object) => string)(message.key, values);
}

/** Each message of a record (a form's field messages) in the page's language. */
export function wordEach<Name extends string>(wording: Wording, messages: Partial<Record<Name, Message>>): Partial<Record<Name, string>> {
  const out: Partial<Record<Name, string>> = {};
  for (const [name, message] of Object.entries(messages) as [Name, Message | undefined][]) if (message) out[name] = word(wording, message);
  return out;
}

/** `word` bound to the page's translator: a message gives a text, no message gives none. */
export interface WordFn {
  (message: Message, given?: Readonly<Record<string, MessageValue>>): string;
  (message: Message | null | undefined, given?: Readonly<Record<string, MessageValue>>): string | undefined;
}

/** Words messages in the page's language; a component using it draws again when the language changes. */
export function useWord(): WordFn {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (message: Message | null | undefined, given?: Readonly<Record<string, MessageValue>>) => (message ? word({ t, language }, message, given) : undefined),
    [t, language],
  ) as WordFn;
}

/** A form's result line (components/ui/form-message.tsx): green or red, and what it says. */
export interface FormResult {
  kind: 'success' | 'error';
  message: Message;
}
