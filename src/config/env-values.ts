/** Environment values arrive as strings: these turn them into what the validators check. */
export const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
export const toBool = ({ value }: { value: unknown }) =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
export const emptyToUndefined = ({ value }: { value: unknown }) =>
  value === '' ? undefined : value;
