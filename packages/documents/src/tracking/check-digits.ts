// Check-digit algorithms used by the carriers' tracking numbers. Each takes the digits (or
// characters) before the check digit and returns the check digit.

function toDigits(value: string): number[] {
  if (!/^\d+$/.test(value)) throw new RangeError(`digits expected: ${value}`);
  return [...value].map(Number);
}

/** UPU S10 (and TNT): weights 8 6 4 2 3 5 9 7 on 8 digits; 11 - sum mod 11, 10 -> 0, 11 -> 5. */
export function computeS10CheckDigit(serial: string): number {
  const digits = toDigits(serial);
  if (digits.length !== 8) throw new RangeError(`S10 serial must have 8 digits: ${serial}`);
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = digits.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
}

/** DHL Express waybill: the serial number modulo 7. */
export function computeMod7CheckDigit(serial: string): number {
  toDigits(serial);
  return Number(BigInt(serial) % 7n);
}

/** FedEx Express 12-digit: weights 3 1 7 repeated from the left, sum mod 11, then mod 10. */
export function computeFedexCheckDigit(serial: string): number {
  const digits = toDigits(serial);
  const weights = [3, 1, 7];
  const sum = digits.reduce((total, digit, i) => total + digit * (weights[i % 3] ?? 0), 0);
  return (sum % 11) % 10;
}

/**
 * UPS 1Z: the 15 characters after "1Z"; a letter counts as (char code - 63) mod 10 (A=2 ... Z=7);
 * characters in even positions (1-based) count double; check = (10 - sum mod 10) mod 10.
 */
export function computeUpsCheckDigit(body: string): number {
  if (!/^[0-9A-Z]+$/.test(body)) throw new RangeError(`UPS characters expected: ${body}`);
  let sum = 0;
  [...body].forEach((char, i) => {
    const value = /\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  });
  return (10 - (sum % 10)) % 10;
}

/** Luhn (mod 10), used by our own courier numbers. */
export function computeLuhnCheckDigit(serial: string): number {
  const digits = toDigits(serial).reverse();
  const sum = digits.reduce((total, digit, i) => {
    if (i % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10;
}
