import { combineReducers, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api, type ClientServices } from './api';
import { authSlice } from './auth-slice';
import { uiSlice } from './ui-slice';
import { assistantSlice } from '../features/assistant/assistant-slice';

// Server data lives only in the API slice's cache; the other slices hold interface state.
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.name]: authSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [assistantSlice.name]: assistantSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, ClientServices, UnknownAction>;
