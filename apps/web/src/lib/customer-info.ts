import type { UserResponse } from './generated/api-types';

// The signed-in user's organisation, cached in localStorage (SPEC section 3) and cleared on logout.
export const CUSTOMER_INFO_KEY = 'customerInfo';

export interface CustomerInfo {
  customer_id: string;
  name: string;
  namespace: string;
}

export function rememberCustomerOf(user: UserResponse): void {
  try {
    if (user.customer) {
      const { customer_id, name, namespace } = user.customer;
      localStorage.setItem(CUSTOMER_INFO_KEY, JSON.stringify({ customer_id, name, namespace }));
    } else {
      localStorage.removeItem(CUSTOMER_INFO_KEY);
    }
  } catch {
    // Storage can be unavailable (private mode, quota): the cache is only a convenience.
  }
}

export function cachedCustomerInfo(): CustomerInfo | null {
  try {
    const raw = localStorage.getItem(CUSTOMER_INFO_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CustomerInfo>;
    return typeof parsed.namespace === 'string' && typeof parsed.name === 'string' ? (parsed as CustomerInfo) : null;
  } catch {
    return null;
  }
}

export function forgetCustomerInfo(): void {
  try {
    localStorage.removeItem(CUSTOMER_INFO_KEY);
  } catch {
    // See rememberCustomerOf.
  }
}
