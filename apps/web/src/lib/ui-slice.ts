import { createSlice } from '@reduxjs/toolkit';

// Interface state shared by features that may not import each other.
export interface UiState {
  inviteDialogOpen: boolean;
}

const initialState: UiState = { inviteDialogOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    inviteDialogOpened(state) {
      state.inviteDialogOpen = true;
    },
    inviteDialogClosed(state) {
      state.inviteDialogOpen = false;
    },
  },
});

export const { inviteDialogOpened, inviteDialogClosed } = uiSlice.actions;
