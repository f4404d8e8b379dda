/** The support address revealed by 'Get Support' in the Settings menu and quoted on policy pages. */
export const SUPPORT_EMAIL = 'support@inkcast.dev';
