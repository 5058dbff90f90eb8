/** An IBAN in the groups of four it is printed in; anything else unchanged. Display only: the stored value stays as typed. */
export function formatIban(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/i.test(compact)) return value;
  return compact.toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}
