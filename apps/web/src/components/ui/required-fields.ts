import { useId, useState } from 'react';

/**
 * SPEC's "Please fill out all required fields." is one message for the whole form, shown in its
 * banner. Once a submit finds an empty required field, each still-empty field points at that
 * banner (aria-invalid plus aria-describedby via the fields' problemId), and stops as it is filled.
 */
export function useRequiredFieldsMessage() {
  const messageId = useId();
  const [shown, setShown] = useState(false);
  return {
    /** The id to give the banner that shows the message. */
    messageId,
    /** Called on submit: whether the banner now shows the message. */
    setShown,
    /** The problemId for a field with this value: the banner's id while the field is empty. */
    problemIdFor: (value: string) => (shown && value.trim() === '' ? messageId : undefined),
  };
}
