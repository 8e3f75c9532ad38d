// Account calls: the registration check, registering, the profile, doctor applications and
// photo uploads through a one-time URL.
import {
  DoctorApplicationSchema,
  UploadResultSchema,
  UploadTicketSchema,
  UserProfileSchema,
  UserRecordSchema,
  type DoctorApplication,
  type ProfileUpdate,
  type Registration,
  type UserProfile,
  type UserRecord,
} from '@domain/account';
import type { ApiResult } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { ApiClient } from './apiClient';

const segment = encodeURIComponent;

export interface AccountApi {
  fetchUserRecord(uid: string, token: string): Promise<{ status: number; record?: UserRecord }>;
  register(registration: Registration): Promise<ApiResult<UserProfile>>;
  updateProfile(uid: string, update: ProfileUpdate): Promise<ApiResult<UserProfile>>;
  applyAsDoctor(uid: string): Promise<ApiResult<DoctorApplication>>;
  /** The stored photo's key, or the server's reason for refusing it (limits, size, format). */
  uploadPhoto(file: Blob): Promise<ApiResult<string>>;
}

export function createAccountApi(api: ApiClient): AccountApi {
  return {
    async fetchUserRecord(uid, token) {
      const reply = await api.getWithStatus(`/users/${segment(uid)}`, UserRecordSchema, token);
      return { status: reply.status, record: reply.data };
    },
    register: (registration) => api.post('/users', registration, UserProfileSchema),
    updateProfile: (uid, update) => api.put(`/users/${segment(uid)}`, update, UserProfileSchema),
    applyAsDoctor: (uid) => api.post(`/users/${segment(uid)}/doctor-application`, {}, DoctorApplicationSchema),
    async uploadPhoto(file) {
      const unanswered = COMMON_MESSAGES.errorUploadingFile;
      const ticket = await api.post('/uploads', {}, UploadTicketSchema, { unanswered });
      if (!ticket.success) return ticket;
      const stored = await api.putFile(ticket.data.uploadUrl, file, UploadResultSchema, { unanswered });
      return stored.success ? { success: true, data: stored.data.key } : stored;
    },
  };
}
