/** SPEC section 5 wording for the checks every form shares. */
export const REQUIRED = 'Please fill out all required fields.';
export const EMAIL_FORMAT = 'Please input the correct format of email.';
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
