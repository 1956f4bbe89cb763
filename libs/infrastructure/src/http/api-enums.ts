import { LANGUAGES, MEMBER_ROLES, USER_ROLES } from '@app/domain';

// Named enums: the document gets one UserRole schema shared by every field that holds one, and the
// web app's generated types get one UserRole type, instead of an anonymous copy per field.
export const USER_ROLE_ENUM = { enum: USER_ROLES, enumName: 'UserRole' } as const;
export const MEMBER_ROLE_ENUM = { enum: MEMBER_ROLES, enumName: 'MemberRole' } as const;
export const LANGUAGE_ENUM = { enum: LANGUAGES, enumName: 'Language' } as const;
