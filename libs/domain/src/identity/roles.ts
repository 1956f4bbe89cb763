/** Roles a person picks at sign-up (SPEC section 6); membership roles are separate. */
export const USER_ROLES = ['Founder', 'Professional', 'Marketing', 'Engineering', 'Design', 'Product', 'Research'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const MEMBER_ROLES = ['Admin', 'Member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const LANGUAGES = ['en', 'es', 'fr', 'ja', 'ko', 'pt', 'indo'] as const;
export type Language = (typeof LANGUAGES)[number];
