import type { CustomerResponse, UserResponse } from '../src/lib/generated/api-types';

export function aUser(overrides: Partial<UserResponse> = {}): UserResponse {
  return {
    user_id: 'u-1',
    email: 'ada@acme.io',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'Research',
    is_google_user: false,
    completed_onboarding: true,
    email_verified: true,
    language: null,
    email_domain_admits_colleagues: true,
    customer: { customer_id: 'c-1', name: 'Acme', namespace: 'acme', member_role: 'Admin' },
    ...overrides,
  };
}

export function aCustomer(overrides: Partial<CustomerResponse> = {}): CustomerResponse {
  return {
    customer_id: 'c-1',
    name: 'Acme',
    namespace: 'acme',
    acceptAllUsers: false,
    email_domains: ['acme.io'],
    created_at: '2025-01-01T00:00:00.000Z',
    created_by: 'u-1',
    members: 3,
    ...overrides,
  };
}
