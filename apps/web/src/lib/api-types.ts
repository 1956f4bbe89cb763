// Shapes of the identity and organisation contract (docs/api.md).

export type UserRole = 'Founder' | 'Professional' | 'Marketing' | 'Engineering' | 'Design' | 'Product' | 'Research';

export const USER_ROLES: readonly UserRole[] = ['Founder', 'Professional', 'Marketing', 'Engineering', 'Design', 'Product', 'Research'];

export interface UserOrganisation {
  customer_id: string;
  name: string;
  namespace: string;
  member_role: 'Admin' | 'Member';
}

export interface User {
  user_id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole | string;
  is_google_user: boolean;
  completed_onboarding: boolean;
  email_verified: boolean;
  language: string | null;
  /** False for public webmail domains, where accepting all users from the domain means nobody. */
  email_domain_admits_colleagues: boolean;
  customer: UserOrganisation | null;
}

export interface Customer {
  customer_id: string;
  name: string;
  namespace: string;
  acceptAllUsers: boolean;
  email_domains: string[];
  created_at: string;
  members: number;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export interface MessageResponse {
  message: string;
}
