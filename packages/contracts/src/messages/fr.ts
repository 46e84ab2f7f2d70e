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
  "validation.invalid_date": "Saisissez une date au format AAAA-MM-JJ.",
  "validation.range_reversed": "La fin de l'intervalle est avant son début.",
  "validation.not_integer": "La valeur n'est pas un entier valide !",
  "validation.control_characters":
    "Ce texte contient un caractère de contrôle (octet NUL, saut de ligne…) qui n'est pas permis ici.",
  "validation.contact_or_address": "Choisissez un contact ou saisissez l'adresse, pas les deux.",
  "auth.incorrect_login": "Identifiant ou mot de passe incorrect",
  "auth.too_many_attempts":
    "Trop de tentatives échouées. Veuillez patienter {{seconds}} secondes avant de réessayer.",
  "auth.login_required": "Veuillez vous connecter pour continuer.",
  "session.not_found": "Votre session a expiré. Veuillez réessayer.",
  "request.cross_site": "Cette requête provient d'un autre site et a été refusée.",
  "request.too_large": "La requête est trop volumineuse.",
  "request.json_too_deep": "Le corps de la requête est trop imbriqué (au plus {{max}} niveaux).",
  "request.json_too_many_entries":
    "Le corps de la requête contient trop de champs ou d'éléments (au plus {{max}}).",
  "request.unsupported_media_type": "Ce type de contenu n'est pas accepté.",
  "request.method_not_allowed": "Cette méthode n'est pas autorisée ici.",
  "request.rate_limited": "Trop de requêtes. Veuillez ralentir.",
  "request.invalid_url": "Cette adresse n'est pas valide.",
  "request.url_too_long": "Cette adresse est trop longue.",
  "request.too_many_requests":
    "Trop de requêtes depuis votre réseau. Veuillez réessayer dans {{seconds}} secondes.",
  not_found: "Aucun résultat trouvé.",
  "country.not_found": "Ce pays n'existe pas.",
  "account.email_exists": "Un utilisateur avec cette adresse e-mail existe déjà",
  "account.password_mismatch": "Le mot de passe et sa confirmation sont différents.",
  "account.terms_required": "Vous devez accepter les conditions de vente.",
  "account.personal_not_offered": "Ce site ouvre uniquement des comptes professionnels.",
  "account.invalid_phone": "Ce numéro de téléphone n'est pas valide.",
  "account.postcode_required": "Saisissez le code postal.",
  "lost_password.notfound": "Utilisateur introuvable",
  "account.reset_invalid": "Ce lien n'est pas valide ou a expiré. Demandez-en un nouveau.",
  "sso.not_configured": "La connexion unique n'est pas disponible.",
  "sso.redirect_not_allowed": "Cette adresse de retour n'est pas autorisée.",
  "sso.failed": "La connexion unique a échoué : {{reason}}",
  "0 higher": "La valeur doit être supérieure à 0.",
  "validation.too_many_decimals": "{{max}} décimales au plus.",
  "validation.credit_amount": "Choisissez une recharge de 100 ou 300 euros.",
  "rating.failed": "Pas de résultat pour votre rating",
  "rating.city_from_required": "Vous n'avez pas renseigné la ville de départ",
  "rating.city_to_required": "Vous n'avez pas renseigné la ville d'arrivée",
  "rating.origin_town_invalid": "Ville d'origine invalide",
  "rating.destination_town_invalid": "Ville de destination invalide",
  "rating.date_too_late": "La date d'enlèvement peut être au plus à {{max}} jours d'aujourd'hui.",
  "rating.stackable_pallet_only": "Seules les palettes peuvent être gerbables.",
  "rating.no_offer": "Aucune offre disponible",
  "rating.expired":
    "Ces offres ne peuvent plus être confirmées aux prix affichés (les tarifs des transporteurs ont changé). Veuillez relancer la comparaison.",
  "rating.priority_invalid": "La priorité est cheapest (moins cher) ou fastest (plus rapide).",
  "rating.selection_invalid": "La sélection est all, courier, express ou standard.",
  "rating.collection_point_invalid":
    "Le choix de livraison est 0 (indifférent), -1 (à domicile seulement) ou 1 (point relais seulement).",
  "rating.carrier_group_unknown": "Groupe de transporteurs inconnu : {{value}}.",
  "rating.insurance_value_too_high": "La valeur assurée peut être au plus de {{max}}.",
  "rating.type_conflict": "type et shipment_type diffèrent : envoyez l'un des deux.",
  "ship.payment_unavailable":
    "Ce compte ne peut payer ni plus tard ni avec son crédit : expédiez depuis le site pour payer par carte.",
  "ship.idempotency_key_required":
    "Envoyez un en-tête Idempotency-Key ou api_data.reference, pour qu'une nouvelle tentative n'expédie jamais deux fois.",
  "ship.idempotency_conflict": "Cette clé a déjà servi pour une autre demande d'expédition.",
  "rating.abroad_not_offered":
    "Ce site n'expédie qu'à l'intérieur d'un pays : choisissez pour le destinataire le pays de l'expéditeur.",
  "rating.customs_not_offered":
    "Ce site ne gère pas les déclarations en douane : choisissez une destination qui n'en demande pas.",
  "settings.email_mismatch": "Les adresses e-mail ne correspondent pas.",
  "settings.password_mismatch": "Les mots de passe ne correspondent pas.",
  "settings.wrong_password": "Votre mot de passe actuel est incorrect.",
  "settings.email_taken": "Un utilisateur avec cette adresse e-mail existe déjà",
  "settings.iban_invalid": "IBAN incorrect",
  "settings.bic_invalid": "BIC incorrect",
  "settings.credentials_incomplete":
    "Remplissez tous les champs obligatoires de ce transporteur, ou laissez-les tous vides.",
  "settings.bank_required": "Enregistrez vos coordonnées bancaires avant de choisir le prélèvement.",
  "sepa.bank_required": "Enregistrez d'abord vos coordonnées bancaires (IBAN et BIC).",
  "sepa.file_required": "Choisissez le mandat signé (PDF) à envoyer.",
  "sepa.file_not_pdf": "Le fichier doit être un PDF.",
  "sepa.file_too_large": "Le fichier ne doit pas dépasser 1 Mo.",
  "permission.pro_only": "Cette fonction est réservée aux comptes professionnels.",
  "permission.credit_account": "Ce compte n'a pas de compte crédit.",
  "permission.saas_only":
    "Les comptes transporteur propres ne sont pas activés pour ce compte et ce transporteur.",
  "permission.account_provider_off": "Les comptes transporteur propres ne sont pas proposés sur ce site.",
  "sub_account.token_invalid": "Ce lien d'invitation n'est pas valide ou a expiré.",
  "order.offer_not_found": "Cette offre n'est plus disponible ; choisissez de nouveau une offre.",
  "order.documents_not_allowed": "Le motif « Documents » n'est pas autorisé pour cet envoi.",
  "order.hazardous_required": "Vous devez confirmer la déclaration de marchandises dangereuses.",
  "order.pickup_time_invalid": "Choisissez une heure au quart d'heure dans la plage autorisée.",
  "order.date_unavailable": "Ce service n'est pas disponible à cette date ; choisissez une autre date.",
  "order.postcode_invalid": "Ce code postal n'est pas valide pour ce pays.",
  "order.postcode_changed":
    "Le code postal doit rester celui du devis ; faites un nouveau devis pour le changer.",
  "order.duties_required":
    "Décrivez la marchandise : au moins une ligne douanière est nécessaire pour cet envoi.",
  "order.duty_third_party_not_allowed":
    "Ce transporteur ne peut pas facturer les droits à l'expéditeur ou à un tiers : le destinataire les paie.",
  "order.insurance_not_allowed": "Les effets personnels envoyés à l'étranger ne peuvent pas être assurés.",
  "order.voucher_invalid": "Ce code promo n'est pas valide.",
  "order.voucher_expired": "Ce code promo a expiré.",
  "order.voucher_used_up": "Ce code promo a déjà été utilisé le nombre maximal de fois.",
  "payment.invalid_reference":
    "Cette référence de paiement n'est pas valide. Revenez à la page de paiement et réessayez.",
  "payment.order_incomplete":
    "La commande n'est pas complète : renseignez les informations d'expédition avant de payer.",
  "payment.already_paid": "Cette commande a déjà été payée.",
  "payment.invalid_signature": "La signature de la notification de paiement n'est pas valide.",
  "payment.amount_mismatch": "Le montant payé ne correspond pas à la commande.",
  "payment.not_configured": "Le paiement en ligne n'est pas disponible pour le moment.",
  "payment.nothing_to_pay":
    "Votre crédit couvre cette commande : confirmez-la, il n'y a rien à payer par carte.",
  "payment.refund_failed":
    "Le remboursement n'a pas pu être effectué pour le moment. Veuillez réessayer plus tard.",
  "payment.invoice_paid": "Une de ces factures est déjà payée ou n'est plus due : relancez la recherche.",
  "payment.invoices_amount_changed":
    "Le total de ces factures a changé : vérifiez la sélection et payez à nouveau.",
  "payment.invoices_currencies": "Réglez séparément les factures en euros et celles en dollars.",
  "payment.deferred_limit":
    "Vos factures impayées ont atteint la limite du paiement différé : réglez-les, ou payez cette commande par carte ou avec votre crédit.",
  "order.payment_required": "Cette commande n'est pas encore payée : réglez-la avant de la confirmer.",
  "shipment.cancel_impossible": "Erreur, impossible d'annuler l'envoi",
  "shipment.cancel_payment_open":
    "Un paiement de la facture de cet envoi est en cours : terminez-le ou annulez-le sur la page de paiement, puis annulez l’envoi.",
  "carrier.timeout": "Le transporteur n'a pas répondu à temps ; réessayez dans un instant.",
  "carrier.unavailable": "Le service du transporteur est indisponible pour le moment ; réessayez plus tard.",
  "carrier.auth_failed":
    "Le transporteur a refusé ces identifiants : vérifiez le numéro de compte, l'identifiant et le mot de passe.",
  "carrier.invalid_address":
    "Le transporteur ne reconnaît pas une adresse : vérifiez le code postal, la ville et la rue.",
  "carrier.invalid_request":
    "Le transporteur a refusé les informations de l'envoi : vérifiez les adresses, les téléphones, les poids et les dimensions.",
  "carrier.service_unavailable": "Le transporteur ne propose pas ce service pour ce trajet ou ce colis.",
  "carrier.not_found": "Le transporteur ne connaît pas encore cette référence.",
  "carrier.malformed_answer": "La réponse du transporteur est illisible ; réessayez plus tard.",
  "carrier.circuit_open":
    "Ce transporteur rencontre des erreurs en ce moment et n'est pas interrogé pendant quelques instants.",
  "carrier.no_live_connector":
    "Ce transporteur n'a pas encore de connexion directe : ses identifiants ne peuvent pas être vérifiés ici.",
  "shipment.carrier_review":
    "Votre envoi est en cours de confirmation auprès du transporteur. Rien de plus à payer : nous vous écrirons dès qu'il sera confirmé.",
  "shipment.cancel_picked_up":
    "Le transporteur a déjà pris en charge ce colis : il ne peut plus être annulé.",
  "shipment.cancel_refused": "Le transporteur a refusé d'annuler cet envoi ; il est peut-être déjà en route.",
  "shipment.order_cancelled": "Cette commande a été annulée et remboursée : elle ne sera pas expédiée.",
  "shipment.carrier_failed": "Le transporteur n'a pas pu créer l'envoi ; réessayez dans un instant.",
  "relay_point.search_required": "Saisissez un code postal ou une ville pour chercher des Points Relais.",
  "relay_point.none_found": "Aucun Point Relais n'a été trouvé.",
  "relay_point.not_offered": "Cette offre ne livre pas en Point Relais.",
  "relay_point.required": "Choisissez un Point Relais pour cette livraison.",
  "relay_point.not_found": "Ce Point Relais n'existe pas ; choisissez-en un dans la liste.",
  "contact.country_unknown": "Choisissez un pays dans la liste.",
  "contact.state_unknown": "Choisissez un état dans la liste.",
  "contact.duplicate": "Ce contact est déjà dans votre carnet d’adresses (même nom, code postal et adresse).",
  "contact.not_sent": "Message non envoyé",
  "contact.too_many":
    "Message non envoyé : trop de messages depuis cette adresse. Réessayez dans {{minutes}} minutes.",
  "contact.quote_too_small":
    "Une demande de devis concerne plus de 20 colis ou 2 000 kg ; comparez les offres en ligne pour les envois plus petits.",
  "content.not_found": "Cette page n'existe pas.",
  "contact_import.file_required": "Choisissez un fichier à importer.",
  "contact_import.file_too_large": "Le fichier dépasse 1 Mo.",
  "contact_import.file_type": "Ce fichier n’est pas une liste de contacts xls, xlsx, csv ou txt.",
  "contact_import.file_unreadable": "Le fichier n’a pas pu être lu : il est endommagé ou protégé.",
  "contact_import.unpacked_too_large":
    "Le tableur est trop volumineux une fois décompressé (plus de {{max}} Mo).",
  "contact_import.too_many_rows": "Le fichier compte plus de {{max}} lignes.",
  "contact_import.too_many_columns": "Le fichier compte plus de {{max}} colonnes.",
  "contact_import.empty": "Le fichier ne contient aucune ligne de contact.",
  "contact_import.mapping_twice": "Chaque champ de contact ne peut remplir qu’une seule colonne.",
  "contact_import.duplicate_in_file": "Le même contact figure déjà à la ligne {{row}} du fichier.",
  "contact_import.pro_invalid": "Écrivez oui ou non (ou 1 ou 0).",
  "referral.own_email":
    "Vous ne pouvez pas vous parrainer vous-même : saisissez l'adresse e-mail d'une autre personne.",
  "referral.duplicate_email": "Cette adresse figure déjà dans la liste.",
  "referral.daily_limit":
    "Vous avez envoyé le nombre maximum d'invitations pour aujourd'hui. Réessayez demain.",
  internal: "Une erreur est survenue",
  "console.login_refused": "E-mail, mot de passe ou code d'authentification incorrect.",
  "console.forbidden": "Votre rôle d'opérateur ne permet pas cette action.",
  "console.account_not_pending": "Ce compte n'attend pas d'activation.",
  "console.not_professional": "Seuls les comptes professionnels paient plus tard.",
  "console.credit_insufficient": "Le crédit du client est inférieur au montant à retirer.",
  "console.voucher_exists": "Un code promo avec ce code existe déjà.",
  "console.core_page": "Cette page fait partie du site : elle peut être modifiée mais pas supprimée.",
  "console.self_disable": "Vous ne pouvez pas désactiver votre propre compte opérateur.",
  "preorder.unavailable": "Le service des pré-commandes est injoignable. Veuillez réessayer dans un instant.",
  "preorder.login_refused": "Le service des pré-commandes a refusé ces identifiants.",
  "preorder.signature_invalid": "Le webhook n'est pas signé, ou pas avec le secret de cette boutique.",
  "preorder.quantity_exceeded": "La quantité à envoyer est supérieure à la quantité disponible",
  "preorder.orders_differ": "Les pré-commandes doivent être identiques",
  "preorder.addresses_differ": "L'adresse de tous les produits doit être identique.",
  "mass_mailing.row": "Ligne {{row}} : {{text}}",
  "mass_mailing.recipients_required": "Choisissez au moins un destinataire.",
  "mass_mailing.too_many_recipients": "Un envoi en masse compte au plus {{max}} destinataires.",
  "mass_mailing.number_invalid":
    "Le nombre de colis est un nombre entier d’au moins 1 (au plus {{max}} caractères).",
  "mass_mailing.weight_invalid":
    "Le poids est obligatoire : supérieur à 0, jusqu’à 3 décimales, au plus {{max}} caractères.",
  "mass_mailing.dimension_invalid":
    "Chaque dimension est supérieure à 0, jusqu’à 2 décimales, au plus {{max}} caractères.",
  "mass_mailing.length_too_long": "Un colis de plus de 119 cm (47 in) ne peut pas partir en envoi en masse.",
  "mass_mailing.content_required": "Décrivez le contenu.",
  "mass_mailing.content_too_long": "Le contenu compte au plus {{max}} caractères.",
  "mass_mailing.value_required": "Indiquez la valeur déclarée.",
  "mass_mailing.value_invalid":
    "La valeur déclarée est un nombre d’au plus 2 décimales, au plus {{max}} caractères.",
  "mass_mailing.not_editable":
    "Cet envoi en masse est payé ou en cours de paiement : il ne peut plus changer.",
  "mass_mailing.nothing_to_ship":
    "Il ne reste aucun destinataire à expédier : chacun a été retiré ou n’a pas d’offre.",
  "mass_mailing.payment_required": "Cet envoi en masse n’est pas encore payé : payez-le d’abord.",
  "mass_mailing.credit_insufficient": "Votre crédit ne couvre pas cet envoi en masse.",
  "mass_mailing.credit_currency":
    "Le crédit ne paie que les envois en masse en euros : payez celui-ci par carte.",
  "mass_mailing.deferred_not_allowed": "Le paiement différé est réservé aux comptes professionnels.",
  "mass_mailing.deferred_limit":
    "Le paiement différé dépasserait la limite de votre compte : payez par carte ou par crédit.",
  "mass_mailing.no_offer": "Aucune offre disponible",
  "mass_mailing.label_format_live":
    "Un transporteur a fait certaines de ces étiquettes en {{format}} : téléchargez les étiquettes en {{format}}.",
  "mass_mailing.carrier_refused": "Le transporteur a refusé cet envoi ; il n’a pas été facturé.",
  "mass_mailing.settings_invalid": "Les réglages d’envoi joints au fichier ne sont pas valides.",
  "mass_mailing.weight_column_missing":
    "Le fichier n’a pas de colonne de poids (la seule obligatoire en plus de l’adresse).",
};
