// The doctors list (/doctors).

export const DOCTOR_LIST_MESSAGES = {
  noneMatch: 'No doctors match these filters. Try fewer filters or another search.',
} as const;
