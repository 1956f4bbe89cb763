import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from './hooks';
import { logout } from './session';

export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => logout(dispatch, (to) => navigate(to, { replace: true })), [dispatch, navigate]);
}
