import type { TErrorCode } from "../error-codes.ts";

export const fr: Record<TErrorCode, string> = {
  "validation.failed": "Certains champs sont incorrects",
  "validation.invalid_json": "Le corps de la requête n'est pas un JSON valide.",
  "validation.required": "Ce champ est obligatoire.",
  "validation.invalid_type": "Cette valeur n'a pas le bon type.",
  "validation.too_long": "Cette valeur est trop longue ({{max}} caractères au plus).",
  "validation.too_short": "Cette valeur est trop courte ({{min}} caractères au moins).",
  "validation.too_small": "Cette valeur est trop petite (au moins {{min}}).",
  "validation.too_big": "Cette valeur est trop grande (au plus {{max}}).",
  "validation.unknown_field": "Champ inconnu.",
  "validation.invalid_email": "Cette adresse e-mail n'est pas valide.",
  "validation.invalid_value": "Cette valeur n'est pas valide.",
  "validation.not_integer": "La valeur n'est pas un entier valide !",
  "auth.incorrect_login": "Identifiant ou mot de passe incorrect",
  "auth.too_many_attempts":
    "Trop de tentatives échouées. Veuillez patienter {{seconds}} secondes avant de réessayer.",
  "auth.login_required": "Veuillez vous connecter pour continuer.",
  "session.not_found": "Votre session a expiré. Veuillez réessayer.",
  "request.cross_site": "Cette requête provient d'un autre site et a été refusée.",
  "request.too_large": "La requête est trop volumineuse.",
  "request.unsupported_media_type": "Ce type de contenu n'est pas accepté.",
  "request.method_not_allowed": "Cette méthode n'est pas autorisée ici.",
  "request.rate_limited": "Trop de requêtes. Veuillez ralentir.",
  not_found: "Aucun résultat trouvé.",
  "country.not_found": "Ce pays n'existe pas.",
  internal: "Une erreur est survenue",
};
