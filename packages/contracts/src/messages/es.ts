import type { TErrorCode } from "../error-codes.ts";

export const es: Record<TErrorCode, string> = {
  "validation.failed": "Algunos campos son incorrectos",
  "validation.invalid_json": "El cuerpo de la solicitud no es un JSON válido.",
  "validation.required": "Este campo es obligatorio.",
  "validation.invalid_type": "Este valor no tiene el tipo correcto.",
  "validation.too_long": "Este valor es demasiado largo ({{max}} caracteres como máximo).",
  "validation.too_short": "Este valor es demasiado corto ({{min}} caracteres como mínimo).",
  "validation.too_small": "Este valor es demasiado pequeño (al menos {{min}}).",
  "validation.too_big": "Este valor es demasiado grande (como máximo {{max}}).",
  "validation.unknown_field": "Campo desconocido.",
  "validation.invalid_email": "Esta dirección de correo electrónico no es válida.",
  "validation.invalid_value": "Este valor no es válido.",
  "validation.not_integer": "¡El valor no es un número entero válido!",
  "auth.incorrect_login": "Usuario o contraseña incorrectos",
  "auth.too_many_attempts":
    "Demasiados intentos fallidos. Espere {{seconds}} segundos antes de volver a intentarlo.",
  "auth.login_required": "Inicie sesión para continuar.",
  "session.not_found": "Su sesión ha caducado. Inténtelo de nuevo.",
  "request.cross_site": "Esta solicitud procede de otro sitio y ha sido rechazada.",
  "request.too_large": "La solicitud es demasiado grande.",
  "request.unsupported_media_type": "Este tipo de contenido no se admite.",
  "request.method_not_allowed": "Este método no está permitido aquí.",
  "request.rate_limited": "Demasiadas solicitudes. Vaya más despacio.",
  not_found: "No se ha encontrado ningún resultado.",
  "country.not_found": "Este país no existe.",
  internal: "Se ha producido un error",
};
