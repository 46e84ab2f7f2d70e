// Page sizes in PDF points (1 pt = 1/72 in = 0.3528 mm).
const POINTS_PER_MM = 72 / 25.4;

export function mmToPoints(mm: number): number {
  return mm * POINTS_PER_MM;
}

/** 10 x 15 cm thermal label: 283.46 x 425.20 pt. */
export const LABEL_10X15: [number, number] = [mmToPoints(100), mmToPoints(150)];
/** A4 portrait: 595.28 x 841.89 pt. */
export const A4: [number, number] = [mmToPoints(210), mmToPoints(297)];
