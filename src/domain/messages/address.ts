// A delivery address being typed.

export const ADDRESS_MESSAGES = {
  nameRequired: 'Please enter the name of the person receiving the order',
  pinCode: 'Enter a 6-digit PIN code',
  pinUnknown: 'No post office has this PIN code. Please check it.',
  lineRequired: 'Please enter the house number and street',
  cityRequired: 'Please enter the town or city',
  stateRequired: 'Please choose a state or union territory',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;
