import { foldLabel } from "@ship/domain";

/**
 * The columns a recipients file adds to a contact list (issue 14: only the weight is required):
 * each field's headers in English, French and Spanish, compared folded (no case, accents, spaces
 * or punctuation), as the contacts import compares its own.
 */
export const MASS_COLUMN_HEADERS = {
  weight: ["weight", "weight kg", "weight lb", "poids", "poids kg", "peso", "peso kg"],
  number: [
    "number",
    "parcels",
    "number of parcels",
    "nombre",
    "nombre de colis",
    "colis",
    "número",
    "bultos",
    "número de bultos",
  ],
  x: ["length", "length cm", "longueur", "longueur cm", "largo", "longitud"],
  y: ["width", "width cm", "largeur", "largeur cm", "ancho", "anchura"],
  z: ["height", "height cm", "hauteur", "hauteur cm", "alto", "altura"],
  content: ["content", "contents", "contenu", "contenido"],
  value: ["declared value", "value", "valeur", "valeur déclarée", "valor", "valor declarado"],
} as const;

export type TMassColumn = keyof typeof MASS_COLUMN_HEADERS;

const BY_HEADER = new Map<string, TMassColumn>(
  Object.entries(MASS_COLUMN_HEADERS).flatMap(([field, headers]) =>
    headers.map((header) => [foldLabel(header), field as TMassColumn] as const),
  ),
);

/** Each mass column's index in the header row (absent when the file has none). */
export function massColumnsOf(headers: readonly string[]): Partial<Record<TMassColumn, number>> {
  const columns: Partial<Record<TMassColumn, number>> = {};
  headers.forEach((header, index) => {
    const field = BY_HEADER.get(foldLabel(header));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}
