import type { GetInputPropsReturnType } from '@mantine/form';
import { ruleMessage } from '../../i18n/rule-messages';
import type { Language } from '../../i18n/texts';

/**
 * A field's props with its message in the reader's language. The form keeps the message as the
 * rule or the server wrote it, so one already on screen follows a change of language too.
 */
export function withReadersMessage(
  props: GetInputPropsReturnType,
  language: Language,
): GetInputPropsReturnType {
  return typeof props.error === 'string' ? { ...props, error: ruleMessage(props.error, language) } : props;
}
