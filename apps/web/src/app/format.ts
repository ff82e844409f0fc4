/** 13812345678 → 138****5678; anything that is not 11 digits is shown as given. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '--';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Empty values read as '--'. */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '--' : String(value);
}
