// The documents the projectors write and the query side reads: the contract between the two apps.

/** The account as the web app shows it (GET /api/user/api). Secrets are never projected. */
export interface UserView {
  user_id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  is_google_user: boolean;
  completed_onboarding: boolean;
  email_verified: boolean;
  language: string | null;
  customer_id: string | null;
  member_role: string | null;
  created_at: string;
}

/** An organisation as members see it (GET /api/customers/api). */
export interface CustomerView {
  customer_id: string;
  name: string;
  namespace: string;
  acceptAllUsers: boolean;
  email_domains: string[];
  created_at: string;
  created_by: string;
  members: number;
}
