import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Authentication as the interface sees it. The access token lives only here, in memory; the
// refresh token is an httpOnly cookie the browser sends to /api/auth/refresh.
export interface AuthState {
  isLoggedIn: boolean;
  /** True while the session is being restored at start-up. */
  loading: boolean;
  /** Blocks every API request while the user is logging out. */
  loggingOut: boolean;
  accessToken: string | null;
}

export const initialAuthState: AuthState = {
  isLoggedIn: false,
  loading: true,
  loggingOut: false,
  accessToken: null,
};

const signedOutState: AuthState = { ...initialAuthState, loading: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    accessTokenReceived(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
    signedIn(state) {
      state.isLoggedIn = state.accessToken !== null;
      state.loading = false;
    },
    loggingOutStarted(state) {
      state.loggingOut = true;
    },
    signedOut() {
      return signedOutState;
    },
  },
});

export const { accessTokenReceived, signedIn, loggingOutStarted, signedOut } = authSlice.actions;
