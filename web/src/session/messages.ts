import { AccountMessage, ValidationMessage } from '@inkcast/schema';

/** Every message the account routes may answer with that the forms show as is (spec §5, §7, §8). */
export const accountAnswerMessages: readonly string[] = [...Object.values(ValidationMessage), ...Object.values(AccountMessage)];

/** The validation texts of spec §5 only. */
export const validationMessages: readonly string[] = Object.values(ValidationMessage);

/** The support address revealed by 'Get Support' and quoted on error pages. */
export const SUPPORT_EMAIL = 'support@inkcast.dev';
