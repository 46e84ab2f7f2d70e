/**
 * The content seeded for every brand (issue 18, decision 056): the CMS pages and the first blog
 * posts in English, French and Spanish, stored under the default brand (a brand without its own
 * row reads these). `{{brand}}` is replaced by the brand's name when a page is read. The terms
 * of sale and shipping requirements carry the figures of spec §5 and §9.
 */
export type TSeedContent = {
  kind: "page" | "post";
  identifier: string;
  lang: "en" | "fr" | "es";
  title: string;
  meta_title: string;
  meta_description: string;
  summary: string;
  content: string;
  published_at?: string;
};

export const SEED_CONTENT: TSeedContent[] = [
  {
    kind: "page",
    identifier: "terms-of-sale",
    lang: "en",
    title: "Terms of sale",
    meta_title: "Terms of sale | {{brand}}",
    meta_description:
      "The terms of sale of {{brand}}: order, price, payment, carrier liability, insurance, cancellation and claims.",
    summary: "",
    content:
      "<p>These terms apply to every shipment ordered on {{brand}}.</p>\n<h2>1. Purpose</h2>\n<p>{{brand}} compares the offers of partner carriers and passes your order to the carrier you choose, who carries out the transport under its own conditions of carriage. These terms govern the relationship between you and {{brand}}.</p>\n<h2>2. Order</h2>\n<p>You describe your shipment (type, weights, dimensions, addresses and collection date), choose an offer, give the sender and recipient details, confirm that the shipment contains no prohibited goods and accept these terms. The order is final once payment is confirmed; you then receive your labels and, where required, your customs documents.</p>\n<h2>3. Price</h2>\n<p>The price shown with the offer, tax included, is the price you pay. It includes fuel, security and other carrier supplements. It does not include import duties and taxes, customs checks, or corrections billed by the carrier when the declared weight, dimensions or addresses are wrong; these remain payable by you.</p>\n<h2>4. Payment</h2>\n<p>You pay by bank card or from your prepaid credit account. Professional accounts may be granted deferred payment on invoice.</p>\n<h2>5. Carrier liability</h2>\n<p>Without insurance, compensation for loss or damage is limited to the carrier's liability of €22 per kilogram of the shipment.</p>\n<h2>6. Optional insurance</h2>\n<p>When ordering, you can insure your shipment for its declared value. The premium is 0.6% of that value, with a minimum of €2. In case of a claim, the value must be supported by an invoice or other proof.</p>\n<h2>7. Cancellation</h2>\n<p>A shipment that has not yet been handed to the carrier can be cancelled from your account, after confirmation; its price is then refunded. Once the carrier has taken charge of it, it can no longer be cancelled.</p>\n<h2>8. Claims</h2>\n<p>Report any delay, damage or loss as soon as possible through the contact page, with the shipment number and photos of the packaging and contents. Keep the packaging until the claim is settled. {{brand}} handles the claim with the carrier, within the limits of liability and insurance set out above.</p>",
  },
  {
    kind: "page",
    identifier: "shipping-requirements",
    lang: "en",
    title: "Shipping requirements",
    meta_title: "Shipping requirements | {{brand}}",
    meta_description:
      "Weights and sizes accepted for envelopes, parcels, bulky parcels and pallets, billed weight, prohibited goods and packing advice.",
    summary: "",
    content:
      "<p>Check that your shipment fits the carriers' limits before you compare offers. Weights and dimensions are those of the packed item.</p>\n<h2>Envelope</h2>\n<ul>\n  <li>Weight under 2.5 kg.</li>\n  <li>For documents and flat items.</li>\n</ul>\n<h2>Parcel</h2>\n<ul>\n  <li>Weight up to 70 kg.</li>\n  <li>Length (the longest side) up to 270 cm.</li>\n  <li>Length + 2 × height under 419 cm.</li>\n</ul>\n<h2>Bulky parcel</h2>\n<ul>\n  <li>For items beyond the parcel limits, up to 302 × 203 × 178 cm.</li>\n  <li>International shipments only.</li>\n</ul>\n<h2>Pallet</h2>\n<ul>\n  <li>Height up to 200 cm, pallet included.</li>\n  <li>Weight up to 3 tonnes.</li>\n  <li>Say whether your pallets can be stacked.</li>\n  <li>International shipments only.</li>\n</ul>\n<h2>Billed weight</h2>\n<p>Carriers bill the greater of the actual weight and the dimensional weight: length × width × height in centimetres divided by 5,000. For example, a 40 × 30 × 30 cm box is billed at least 7.2 kg.</p>\n<h2>Prohibited goods</h2>\n<p>Carriers refuse the following goods:</p>\n<ul>\n  <li>Lithium batteries on their own (not fitted in a device)</li>\n  <li>Perfumes</li>\n  <li>E-cigarettes</li>\n  <li>Aerosols</li>\n  <li>Gas bottles</li>\n  <li>Extinguishers</li>\n</ul>\n<p>When ordering, you confirm that your shipment contains none of these goods.</p>\n<h2>Packing</h2>\n<ul>\n  <li>Use a sturdy box suited to the weight of the contents.</li>\n  <li>Fill empty space so that nothing moves inside.</li>\n  <li>Remove or cover old labels and barcodes.</li>\n  <li>Close the box with strong adhesive tape and stick the label on its largest side.</li>\n</ul>",
  },
  {
    kind: "page",
    identifier: "terms-of-sale",
    lang: "fr",
    title: "Conditions générales de vente",
    meta_title: "Conditions générales de vente | {{brand}}",
    meta_description:
      "Les conditions générales de vente de {{brand}} : commande, prix, paiement, responsabilité du transporteur, assurance, annulation et réclamations.",
    summary: "",
    content:
      "<p>Ces conditions s'appliquent à tout envoi commandé sur {{brand}}.</p>\n<h2>1. Objet</h2>\n<p>{{brand}} compare les offres de transporteurs partenaires et transmet votre commande au transporteur choisi, qui réalise le transport selon ses propres conditions. Les présentes conditions régissent la relation entre vous et {{brand}}.</p>\n<h2>2. Commande</h2>\n<p>Vous décrivez votre envoi (type, poids, dimensions, adresses et date d'enlèvement), choisissez une offre, renseignez l'expéditeur et le destinataire, confirmez que l'envoi ne contient aucune marchandise interdite et acceptez ces conditions. La commande est ferme une fois le paiement confirmé ; vous recevez alors vos étiquettes et, si nécessaire, vos documents douaniers.</p>\n<h2>3. Prix</h2>\n<p>Le prix affiché avec l'offre, TTC, est le prix que vous payez. Il comprend le carburant, la sûreté et les autres suppléments du transporteur. Il ne comprend pas les droits et taxes d'importation, les contrôles douaniers ni les corrections facturées par le transporteur lorsque le poids, les dimensions ou les adresses déclarés sont erronés ; ceux-ci restent à votre charge.</p>\n<h2>4. Paiement</h2>\n<p>Vous payez par carte bancaire ou avec votre compte crédit prépayé. Les comptes professionnels peuvent bénéficier du paiement différé sur facture.</p>\n<h2>5. Responsabilité du transporteur</h2>\n<p>Sans assurance, l'indemnisation en cas de perte ou d'avarie est limitée à la responsabilité du transporteur, soit 22 € par kilogramme d'envoi.</p>\n<h2>6. Assurance facultative</h2>\n<p>Lors de la commande, vous pouvez assurer votre envoi pour sa valeur déclarée. La prime est de 0,6 % de cette valeur, avec un minimum de 2 €. En cas de sinistre, la valeur doit être justifiée par une facture ou une autre preuve.</p>\n<h2>7. Annulation</h2>\n<p>Un envoi qui n'a pas encore été remis au transporteur peut être annulé depuis votre compte, après confirmation ; son prix vous est alors remboursé. Une fois pris en charge par le transporteur, il ne peut plus être annulé.</p>\n<h2>8. Réclamations</h2>\n<p>Signalez tout retard, avarie ou perte au plus vite via la page de contact, avec le numéro d'envoi et des photos de l'emballage et du contenu. Conservez l'emballage jusqu'au règlement du dossier. {{brand}} traite la réclamation avec le transporteur, dans les limites de responsabilité et d'assurance indiquées ci-dessus.</p>",
  },
  {
    kind: "page",
    identifier: "shipping-requirements",
    lang: "fr",
    title: "Conditions d'envoi",
    meta_title: "Conditions d'envoi | {{brand}}",
    meta_description:
      "Poids et dimensions acceptés pour les enveloppes, colis, colis volumineux et palettes, poids facturé, marchandises interdites et conseils d'emballage.",
    summary: "",
    content:
      "<p>Vérifiez que votre envoi respecte les limites des transporteurs avant de comparer les offres. Poids et dimensions s'entendent emballage compris.</p>\n<h2>Enveloppe</h2>\n<ul>\n  <li>Poids inférieur à 2,5 kg.</li>\n  <li>Pour les documents et objets plats.</li>\n</ul>\n<h2>Colis</h2>\n<ul>\n  <li>Poids jusqu'à 70 kg.</li>\n  <li>Longueur (le plus grand côté) jusqu'à 270 cm.</li>\n  <li>Longueur + 2 × hauteur inférieure à 419 cm.</li>\n</ul>\n<h2>Colis encombrant</h2>\n<ul>\n  <li>Pour les objets au-delà des limites du colis, jusqu'à 302 × 203 × 178 cm.</li>\n  <li>Envois internationaux uniquement.</li>\n</ul>\n<h2>Palette</h2>\n<ul>\n  <li>Hauteur jusqu'à 200 cm, palette comprise.</li>\n  <li>Poids jusqu'à 3 tonnes.</li>\n  <li>Indiquez si vos palettes sont gerbables.</li>\n  <li>Envois internationaux uniquement.</li>\n</ul>\n<h2>Poids facturé</h2>\n<p>Les transporteurs facturent le plus élevé du poids réel et du poids volumétrique : longueur × largeur × hauteur en centimètres divisé par 5 000. Par exemple, un carton de 40 × 30 × 30 cm est facturé au moins 7,2 kg.</p>\n<h2>Marchandises interdites</h2>\n<p>Les transporteurs refusent les marchandises suivantes :</p>\n<ul>\n  <li>Batteries au lithium seules (non intégrées à un appareil)</li>\n  <li>Parfums</li>\n  <li>Cigarettes électroniques</li>\n  <li>Aérosols</li>\n  <li>Bouteilles de gaz</li>\n  <li>Extincteurs</li>\n</ul>\n<p>Lors de la commande, vous confirmez que votre envoi ne contient aucune de ces marchandises.</p>\n<h2>Emballage</h2>\n<ul>\n  <li>Utilisez un carton solide adapté au poids du contenu.</li>\n  <li>Comblez les vides pour que rien ne bouge à l'intérieur.</li>\n  <li>Retirez ou masquez les anciennes étiquettes et codes-barres.</li>\n  <li>Fermez le carton avec un ruban adhésif résistant et collez l'étiquette sur sa plus grande face.</li>\n</ul>",
  },
  {
    kind: "page",
    identifier: "terms-of-sale",
    lang: "es",
    title: "Condiciones de venta",
    meta_title: "Condiciones de venta | {{brand}}",
    meta_description:
      "Las condiciones de venta de {{brand}}: pedido, precio, pago, responsabilidad del transportista, seguro, anulación y reclamaciones.",
    summary: "",
    content:
      "<p>Estas condiciones se aplican a todo envío contratado en {{brand}}.</p>\n<h2>1. Objeto</h2>\n<p>{{brand}} compara las ofertas de transportistas asociados y transmite su pedido al transportista elegido, que realiza el transporte según sus propias condiciones. Las presentes condiciones rigen la relación entre usted y {{brand}}.</p>\n<h2>2. Pedido</h2>\n<p>Usted describe su envío (tipo, pesos, medidas, direcciones y fecha de recogida), elige una oferta, indica los datos del remitente y del destinatario, confirma que el envío no contiene mercancías prohibidas y acepta estas condiciones. El pedido es firme una vez confirmado el pago; entonces recibe sus etiquetas y, si es necesario, sus documentos de aduana.</p>\n<h2>3. Precio</h2>\n<p>El precio mostrado con la oferta, impuestos incluidos, es el precio que usted paga. Incluye el combustible, la seguridad y los demás suplementos del transportista. No incluye los aranceles e impuestos de importación, los controles aduaneros ni las correcciones que factura el transportista cuando el peso, las medidas o las direcciones declarados son erróneos; estos corren de su cuenta.</p>\n<h2>4. Pago</h2>\n<p>Usted paga con tarjeta bancaria o con su cuenta de crédito prepago. Las cuentas profesionales pueden disfrutar de pago aplazado contra factura.</p>\n<h2>5. Responsabilidad del transportista</h2>\n<p>Sin seguro, la indemnización por pérdida o daño se limita a la responsabilidad del transportista, es decir 22 € por kilogramo de envío.</p>\n<h2>6. Seguro opcional</h2>\n<p>Al hacer el pedido, puede asegurar su envío por su valor declarado. La prima es del 0,6 % de ese valor, con un mínimo de 2 €. En caso de siniestro, el valor debe justificarse con una factura u otra prueba.</p>\n<h2>7. Anulación</h2>\n<p>Un envío que aún no se ha entregado al transportista puede anularse desde su cuenta, previa confirmación; su precio se reembolsa entonces. Una vez que el transportista se ha hecho cargo de él, ya no puede anularse.</p>\n<h2>8. Reclamaciones</h2>\n<p>Comunique cualquier retraso, daño o pérdida lo antes posible a través de la página de contacto, con el número de envío y fotos del embalaje y del contenido. Conserve el embalaje hasta que se resuelva la reclamación. {{brand}} gestiona la reclamación con el transportista, dentro de los límites de responsabilidad y de seguro indicados arriba.</p>",
  },
  {
    kind: "page",
    identifier: "shipping-requirements",
    lang: "es",
    title: "Requisitos de envío",
    meta_title: "Requisitos de envío | {{brand}}",
    meta_description:
      "Pesos y medidas aceptados para sobres, paquetes, bultos voluminosos y palés, peso facturado, mercancías prohibidas y consejos de embalaje.",
    summary: "",
    content:
      "<p>Compruebe que su envío respeta los límites de los transportistas antes de comparar ofertas. Pesos y medidas se entienden con el embalaje.</p>\n<h2>Sobre</h2>\n<ul>\n  <li>Peso inferior a 2,5 kg.</li>\n  <li>Para documentos y objetos planos.</li>\n</ul>\n<h2>Paquete</h2>\n<ul>\n  <li>Peso hasta 70 kg.</li>\n  <li>Largo (el lado mayor) hasta 270 cm.</li>\n  <li>Largo + 2 × alto inferior a 419 cm.</li>\n</ul>\n<h2>Bulto voluminoso</h2>\n<ul>\n  <li>Para objetos que superan los límites del paquete, hasta 302 × 203 × 178 cm.</li>\n  <li>Solo envíos internacionales.</li>\n</ul>\n<h2>Palé</h2>\n<ul>\n  <li>Altura hasta 200 cm, palé incluido.</li>\n  <li>Peso hasta 3 toneladas.</li>\n  <li>Indique si sus palés se pueden apilar.</li>\n  <li>Solo envíos internacionales.</li>\n</ul>\n<h2>Peso facturado</h2>\n<p>Los transportistas facturan el mayor entre el peso real y el peso volumétrico: largo × ancho × alto en centímetros dividido por 5000. Por ejemplo, una caja de 40 × 30 × 30 cm se factura como mínimo 7,2 kg.</p>\n<h2>Mercancías prohibidas</h2>\n<p>Los transportistas rechazan las siguientes mercancías:</p>\n<ul>\n  <li>Baterías de litio sueltas (no instaladas en un aparato)</li>\n  <li>Perfumes</li>\n  <li>Cigarrillos electrónicos</li>\n  <li>Aerosoles</li>\n  <li>Bombonas de gas</li>\n  <li>Extintores</li>\n</ul>\n<p>Al hacer el pedido, usted confirma que su envío no contiene ninguna de estas mercancías.</p>\n<h2>Embalaje</h2>\n<ul>\n  <li>Utilice una caja resistente adaptada al peso del contenido.</li>\n  <li>Rellene los huecos para que nada se mueva en el interior.</li>\n  <li>Retire o tape las etiquetas y códigos de barras antiguos.</li>\n  <li>Cierre la caja con cinta adhesiva resistente y pegue la etiqueta en su cara más grande.</li>\n</ul>",
  },
  {
    kind: "page",
    identifier: "about",
    lang: "en",
    title: "About us",
    meta_title: "About us | {{brand}}",
    meta_description:
      "Who we are: {{brand}} compares the offers of nine carriers so that private senders and businesses ship at the right price.",
    summary: "",
    content:
      "<p>{{brand}} is an online comparison and ordering service for shipping envelopes, parcels and pallets, in France and abroad.</p>\n<h2>What we do</h2>\n<p>You describe your shipment once; we ask Chronopost, Colissimo, a city courier, DHL, DPD, FedEx, Mondial Relay, TNT and UPS for their offers and show them side by side, with the price including tax, the expected delivery date and whether the parcel is collected or dropped off. You order and pay in one place, print your labels and customs papers, and follow your parcel until it is delivered.</p>\n<h2>For whom</h2>\n<ul>\n  <li><strong>Private senders</strong> can compare and order without an account.</li>\n  <li><strong>Registered customers</strong> get an address book, mass mailings, a prepaid credit account and their invoices online.</li>\n  <li><strong>Professional customers</strong> get better rates, deferred payment, sub-accounts and connectors for their online stores.</li>\n</ul>\n<h2>Our commitments</h2>\n<p>The price shown is the price you pay: fuel, security and other carrier supplements are included. Our partner carriers deliver more than 96% of parcels on time, and our team answers every message sent from the contact page.</p>",
  },
  {
    kind: "page",
    identifier: "about",
    lang: "fr",
    title: "Qui sommes-nous",
    meta_title: "Qui sommes-nous | {{brand}}",
    meta_description:
      "Qui nous sommes : {{brand}} compare les offres de neuf transporteurs pour que particuliers et entreprises expédient au juste prix.",
    summary: "",
    content:
      "<p>{{brand}} est un service en ligne de comparaison et de commande d'envois d'enveloppes, de colis et de palettes, en France et à l'international.</p>\n<h2>Ce que nous faisons</h2>\n<p>Vous décrivez votre envoi une seule fois ; nous interrogeons Chronopost, Colissimo, un coursier urbain, DHL, DPD, FedEx, Mondial Relay, TNT et UPS et affichons leurs offres côte à côte, avec le prix TTC, la date de livraison prévue et le mode de prise en charge (enlèvement ou dépôt). Vous commandez et payez au même endroit, imprimez vos étiquettes et documents douaniers, et suivez votre colis jusqu'à sa livraison.</p>\n<h2>Pour qui</h2>\n<ul>\n  <li><strong>Les particuliers</strong> comparent et commandent sans compte.</li>\n  <li><strong>Les clients inscrits</strong> disposent d'un carnet d'adresses, des envois en nombre, d'un compte crédit prépayé et de leurs factures en ligne.</li>\n  <li><strong>Les professionnels</strong> bénéficient de meilleurs tarifs, du paiement différé, des sous-comptes et des connecteurs pour leurs boutiques en ligne.</li>\n</ul>\n<h2>Nos engagements</h2>\n<p>Le prix affiché est le prix payé : carburant, sûreté et autres suppléments des transporteurs sont inclus. Nos transporteurs partenaires livrent plus de 96 % des colis dans les délais, et notre équipe répond à chaque message envoyé depuis la page de contact.</p>",
  },
  {
    kind: "page",
    identifier: "about",
    lang: "es",
    title: "Quiénes somos",
    meta_title: "Quiénes somos | {{brand}}",
    meta_description:
      "Quiénes somos: {{brand}} compara las ofertas de nueve transportistas para que particulares y empresas envíen al precio justo.",
    summary: "",
    content:
      "<p>{{brand}} es un servicio en línea de comparación y contratación de envíos de sobres, paquetes y palés, en Francia y al extranjero.</p>\n<h2>Lo que hacemos</h2>\n<p>Usted describe su envío una sola vez; pedimos sus ofertas a Chronopost, Colissimo, un mensajero urbano, DHL, DPD, FedEx, Mondial Relay, TNT y UPS y las mostramos una junto a otra, con el precio con impuestos, la fecha de entrega prevista y si el paquete se recoge o se deposita. Contrata y paga en un solo lugar, imprime sus etiquetas y documentos de aduana y sigue su paquete hasta la entrega.</p>\n<h2>Para quién</h2>\n<ul>\n  <li><strong>Los particulares</strong> comparan y contratan sin cuenta.</li>\n  <li><strong>Los clientes registrados</strong> disponen de una libreta de direcciones, envíos masivos, una cuenta de crédito prepago y sus facturas en línea.</li>\n  <li><strong>Los profesionales</strong> obtienen mejores tarifas, pago aplazado, subcuentas y conectores para sus tiendas en línea.</li>\n</ul>\n<h2>Nuestros compromisos</h2>\n<p>El precio mostrado es el precio que paga: el combustible, la seguridad y los demás suplementos de los transportistas están incluidos. Nuestros transportistas asociados entregan a tiempo más del 96 % de los paquetes, y nuestro equipo responde a cada mensaje enviado desde la página de contacto.</p>",
  },
  {
    kind: "page",
    identifier: "business-account",
    lang: "en",
    title: "Business account",
    meta_title: "Business account | {{brand}}",
    meta_description:
      "Open a {{brand}} business account: reductions of up to 70%, deferred payment, sub-accounts and store connectors.",
    summary: "",
    content:
      "<p>A business account gives companies that ship regularly the tools and the rates of a large shipper, without a contract with each carrier.</p>\n<h2>Up to 70% off public rates</h2>\n<p>Professional customers rate with negotiated tariffs: depending on the carrier and the service, reductions reach up to 70% of the carriers' public prices. Large accounts can ask for an extra discount of 10, 20 or 30% from the contact page.</p>\n<h2>Pay the way your company pays</h2>\n<ul>\n  <li>Deferred payment: order now, pay your monthly invoice later.</li>\n  <li>A prepaid credit account, with 2% free for a 100 € top-up and 3% for 300 €.</li>\n  <li>SEPA direct debit, and every invoice and payment online.</li>\n</ul>\n<h2>Organise your team</h2>\n<p>Invite colleagues as sub-accounts, follow their shipments with a filter and a column of their own, and keep one address book for everyone.</p>\n<h2>Connect your online store</h2>\n<p>Orders from Shopify, WooCommerce or any store that can call a web address arrive as pre-orders, ready to rate and ship in a few clicks.</p>\n<h2>How to open it</h2>\n<p>Register with the professional form. Our team checks your company details and activates the account, usually within one working day.</p>",
  },
  {
    kind: "page",
    identifier: "business-account",
    lang: "fr",
    title: "Compte professionnel",
    meta_title: "Compte professionnel | {{brand}}",
    meta_description:
      "Ouvrez un compte professionnel {{brand}} : jusqu'à 70 % de réduction, paiement différé, sous-comptes et connecteurs de boutique.",
    summary: "",
    content:
      "<p>Le compte professionnel donne aux entreprises qui expédient régulièrement les outils et les tarifs d'un gros chargeur, sans contrat avec chaque transporteur.</p>\n<h2>Jusqu'à 70 % de réduction sur les tarifs publics</h2>\n<p>Les clients professionnels obtiennent des tarifs négociés : selon le transporteur et le service, les réductions atteignent jusqu'à 70 % des prix publics des transporteurs. Les grands comptes peuvent demander une remise supplémentaire de 10, 20 ou 30 % depuis la page de contact.</p>\n<h2>Payez comme votre entreprise paie</h2>\n<ul>\n  <li>Paiement différé : commandez maintenant, réglez votre facture mensuelle plus tard.</li>\n  <li>Un compte crédit prépayé, avec 2 % offerts pour une recharge de 100 € et 3 % pour 300 €.</li>\n  <li>Le prélèvement SEPA, et toutes vos factures et paiements en ligne.</li>\n</ul>\n<h2>Organisez votre équipe</h2>\n<p>Invitez vos collègues en sous-comptes, suivez leurs envois grâce à un filtre et une colonne dédiés, et partagez un seul carnet d'adresses.</p>\n<h2>Connectez votre boutique en ligne</h2>\n<p>Les commandes de Shopify, de WooCommerce ou de toute boutique capable d'appeler une adresse web arrivent en pré-commandes, prêtes à être comparées et expédiées en quelques clics.</p>\n<h2>Comment l'ouvrir</h2>\n<p>Inscrivez-vous avec le formulaire professionnel. Notre équipe vérifie les informations de votre société et active le compte, en général sous un jour ouvré.</p>",
  },
  {
    kind: "page",
    identifier: "business-account",
    lang: "es",
    title: "Cuenta profesional",
    meta_title: "Cuenta profesional | {{brand}}",
    meta_description:
      "Abra una cuenta profesional {{brand}}: descuentos de hasta el 70 %, pago aplazado, subcuentas y conectores de tienda.",
    summary: "",
    content:
      "<p>La cuenta profesional ofrece a las empresas que envían con regularidad las herramientas y las tarifas de un gran cargador, sin contrato con cada transportista.</p>\n<h2>Hasta un 70 % de descuento sobre las tarifas públicas</h2>\n<p>Los clientes profesionales cotizan con tarifas negociadas: según el transportista y el servicio, los descuentos llegan hasta el 70 % de los precios públicos. Las cuentas grandes pueden pedir un descuento adicional del 10, 20 o 30 % desde la página de contacto.</p>\n<h2>Pague como paga su empresa</h2>\n<ul>\n  <li>Pago aplazado: contrate ahora y pague su factura mensual más tarde.</li>\n  <li>Una cuenta de crédito prepago, con un 2 % gratis por una recarga de 100 € y un 3 % por 300 €.</li>\n  <li>Domiciliación SEPA, y todas sus facturas y pagos en línea.</li>\n</ul>\n<h2>Organice su equipo</h2>\n<p>Invite a sus compañeros como subcuentas, siga sus envíos con un filtro y una columna propios y comparta una sola libreta de direcciones.</p>\n<h2>Conecte su tienda en línea</h2>\n<p>Los pedidos de Shopify, WooCommerce o cualquier tienda capaz de llamar a una dirección web llegan como prepedidos, listos para cotizar y enviar en pocos clics.</p>\n<h2>Cómo abrirla</h2>\n<p>Regístrese con el formulario profesional. Nuestro equipo comprueba los datos de su empresa y activa la cuenta, normalmente en un día laborable.</p>",
  },
  {
    kind: "page",
    identifier: "help",
    lang: "en",
    title: "Help",
    meta_title: "Help | {{brand}}",
    meta_description:
      "How to compare offers, order, print labels, track and cancel a shipment on {{brand}}, and how to reach our team.",
    summary: "",
    content:
      "<h2>Compare and order</h2>\n<ol>\n  <li>On the home page, choose envelope, parcel or pallet, the two countries and towns, the weight and size of each parcel and the collection date.</li>\n  <li>Compare the offers: sort by price or delivery date, filter collection or drop-off.</li>\n  <li>Choose an offer, give the sender and recipient details, tick the prohibited-goods declaration and the terms of sale.</li>\n  <li>Pay by card, from your credit account or, for business accounts, later on invoice.</li>\n</ol>\n<h2>Labels and customs papers</h2>\n<p>Once the order is confirmed, print your labels (PDF or ZPL) and, for shipments that need them, three copies of the pro-forma invoice. Stick the label on the largest side of the parcel.</p>\n<h2>Tracking and cancellation</h2>\n<p>Follow each shipment from <em>My account</em>. A shipment not yet handed to the carrier can be cancelled there and is refunded the way it was paid.</p>\n<h2>Still need help?</h2>\n<p>Read the frequently asked questions or write to us from the contact page: we answer every message.</p>",
  },
  {
    kind: "page",
    identifier: "help",
    lang: "fr",
    title: "Aide",
    meta_title: "Aide | {{brand}}",
    meta_description:
      "Comment comparer les offres, commander, imprimer les étiquettes, suivre et annuler un envoi sur {{brand}}, et comment joindre notre équipe.",
    summary: "",
    content:
      "<h2>Comparer et commander</h2>\n<ol>\n  <li>Sur la page d'accueil, choisissez enveloppe, colis ou palette, les deux pays et villes, le poids et les dimensions de chaque colis et la date d'enlèvement.</li>\n  <li>Comparez les offres : triez par prix ou date de livraison, filtrez enlèvement ou dépôt.</li>\n  <li>Choisissez une offre, renseignez l'expéditeur et le destinataire, cochez la déclaration de marchandises interdites et les conditions de vente.</li>\n  <li>Payez par carte, avec votre compte crédit ou, pour les comptes professionnels, plus tard sur facture.</li>\n</ol>\n<h2>Étiquettes et documents douaniers</h2>\n<p>Une fois la commande confirmée, imprimez vos étiquettes (PDF ou ZPL) et, pour les envois qui l'exigent, trois exemplaires de la facture pro forma. Collez l'étiquette sur la plus grande face du colis.</p>\n<h2>Suivi et annulation</h2>\n<p>Suivez chaque envoi depuis <em>Mon compte</em>. Un envoi pas encore remis au transporteur peut y être annulé ; il est remboursé selon son mode de paiement.</p>\n<h2>Besoin d'aide ?</h2>\n<p>Consultez les questions fréquentes ou écrivez-nous depuis la page de contact : nous répondons à chaque message.</p>",
  },
  {
    kind: "page",
    identifier: "help",
    lang: "es",
    title: "Ayuda",
    meta_title: "Ayuda | {{brand}}",
    meta_description:
      "Cómo comparar ofertas, contratar, imprimir etiquetas, seguir y anular un envío en {{brand}}, y cómo contactar con nuestro equipo.",
    summary: "",
    content:
      "<h2>Comparar y contratar</h2>\n<ol>\n  <li>En la página de inicio, elija sobre, paquete o palé, los dos países y ciudades, el peso y las medidas de cada paquete y la fecha de recogida.</li>\n  <li>Compare las ofertas: ordene por precio o fecha de entrega, filtre recogida o depósito.</li>\n  <li>Elija una oferta, indique los datos del remitente y del destinatario, marque la declaración de mercancías prohibidas y las condiciones de venta.</li>\n  <li>Pague con tarjeta, con su cuenta de crédito o, para las cuentas profesionales, más tarde contra factura.</li>\n</ol>\n<h2>Etiquetas y documentos de aduana</h2>\n<p>Una vez confirmado el pedido, imprima sus etiquetas (PDF o ZPL) y, para los envíos que lo requieran, tres copias de la factura proforma. Pegue la etiqueta en la cara más grande del paquete.</p>\n<h2>Seguimiento y anulación</h2>\n<p>Siga cada envío desde <em>Mi cuenta</em>. Un envío aún no entregado al transportista puede anularse allí y se reembolsa según la forma de pago.</p>\n<h2>¿Necesita más ayuda?</h2>\n<p>Lea las preguntas frecuentes o escríbanos desde la página de contacto: respondemos a cada mensaje.</p>",
  },
  {
    kind: "post",
    identifier: "packing-a-parcel",
    lang: "en",
    title: "How to pack a parcel so it arrives intact",
    meta_title: "How to pack a parcel so it arrives intact | {{brand}}",
    meta_description:
      "Five packing steps that avoid damage claims: the right box, filling, old labels, tape and the label.",
    summary: "Five packing steps that avoid damage: the right box, filling, old labels, tape and the label.",
    content:
      "<p>Most damage happens because the contents move inside the box. Five steps avoid it.</p>\n<ol>\n  <li><strong>Choose a sturdy box</strong> suited to the weight: a double-wall box above 10 kg.</li>\n  <li><strong>Fill every gap</strong> with paper or air cushions, so nothing moves when you shake it.</li>\n  <li><strong>Remove or cover old labels</strong> and barcodes: the carrier's scanners read the first one they see.</li>\n  <li><strong>Close with strong tape</strong> in an H on the top and the bottom.</li>\n  <li><strong>Stick the label flat</strong> on the largest side, away from the edges.</li>\n</ol>\n<p>Remember that carriers bill the greater of the real and the dimensional weight: a box just big enough for its contents costs less.</p>",
    published_at: "2026-09-15T08:00:00Z",
  },
  {
    kind: "post",
    identifier: "packing-a-parcel",
    lang: "fr",
    title: "Bien emballer un colis pour qu’il arrive intact",
    meta_title: "Bien emballer un colis pour qu’il arrive intact | {{brand}}",
    meta_description:
      "Cinq étapes d'emballage qui évitent les avaries : le bon carton, le calage, les anciennes étiquettes, l'adhésif et l'étiquette.",
    summary:
      "Cinq étapes d'emballage qui évitent les avaries : le bon carton, le calage, les anciennes étiquettes, l'adhésif et l'étiquette.",
    content:
      "<p>La plupart des avaries viennent d'un contenu qui bouge dans le carton. Cinq étapes les évitent.</p>\n<ol>\n  <li><strong>Choisissez un carton solide</strong> adapté au poids : double cannelure au-delà de 10 kg.</li>\n  <li><strong>Calez tous les vides</strong> avec du papier ou des coussins d'air, pour que rien ne bouge quand vous le secouez.</li>\n  <li><strong>Retirez ou masquez les anciennes étiquettes</strong> et codes-barres : les scanners du transporteur lisent le premier qu'ils voient.</li>\n  <li><strong>Fermez avec un adhésif résistant</strong> en H, dessus et dessous.</li>\n  <li><strong>Collez l'étiquette bien à plat</strong> sur la plus grande face, loin des arêtes.</li>\n</ol>\n<p>Rappelez-vous que les transporteurs facturent le plus élevé du poids réel et du poids volumétrique : un carton juste assez grand pour son contenu coûte moins cher.</p>",
    published_at: "2026-09-15T08:00:00Z",
  },
  {
    kind: "post",
    identifier: "packing-a-parcel",
    lang: "es",
    title: "Cómo embalar un paquete para que llegue intacto",
    meta_title: "Cómo embalar un paquete para que llegue intacto | {{brand}}",
    meta_description:
      "Cinco pasos de embalaje que evitan daños: la caja adecuada, el relleno, las etiquetas antiguas, la cinta y la etiqueta.",
    summary:
      "Cinco pasos de embalaje que evitan daños: la caja adecuada, el relleno, las etiquetas antiguas, la cinta y la etiqueta.",
    content:
      "<p>La mayoría de los daños se deben a que el contenido se mueve dentro de la caja. Cinco pasos lo evitan.</p>\n<ol>\n  <li><strong>Elija una caja resistente</strong> adecuada al peso: de doble canal por encima de 10 kg.</li>\n  <li><strong>Rellene todos los huecos</strong> con papel o cojines de aire, para que nada se mueva al agitarla.</li>\n  <li><strong>Retire o tape las etiquetas antiguas</strong> y los códigos de barras: los escáneres del transportista leen el primero que ven.</li>\n  <li><strong>Cierre con cinta resistente</strong> en forma de H, arriba y abajo.</li>\n  <li><strong>Pegue la etiqueta bien plana</strong> en la cara más grande, lejos de los bordes.</li>\n</ol>\n<p>Recuerde que los transportistas facturan el mayor entre el peso real y el volumétrico: una caja justa para su contenido cuesta menos.</p>",
    published_at: "2026-09-15T08:00:00Z",
  },
  {
    kind: "post",
    identifier: "customs-outside-europe",
    lang: "en",
    title: "Sending outside Europe: the customs papers you need",
    meta_title: "Sending outside Europe: the customs papers you need | {{brand}}",
    meta_description:
      "When a shipment needs a pro-forma invoice, how to describe the goods, who pays the duties, and the US rule above $2,500.",
    summary: "When a shipment needs a pro-forma invoice, who pays the duties, and the US rule above $2,500.",
    content:
      "<p>A shipment from outside Europe to a European country, or any shipment leaving the customs union, travels with a description of its goods.</p>\n<h2>The pro-forma invoice</h2>\n<p>When customs apply, the order page asks for each kind of goods: a description, the country of manufacture, the quantity and the unit value. We print the pro-forma invoice in three copies: one inside the parcel, two in the pouch on the outside.</p>\n<h2>Who pays the duties</h2>\n<p>By default the recipient pays import duties and taxes on delivery. With UPS, DHL or FedEx you may have them billed to the sender or a third party with its carrier account number.</p>\n<h2>Exports from the United States</h2>\n<p>Goods worth $2,500 or more leaving the United States need electronic export information; the order page warns you when your total reaches that amount.</p>",
    published_at: "2026-10-20T08:00:00Z",
  },
  {
    kind: "post",
    identifier: "customs-outside-europe",
    lang: "fr",
    title: "Expédier hors d’Europe : les documents douaniers nécessaires",
    meta_title: "Expédier hors d’Europe : les documents douaniers nécessaires | {{brand}}",
    meta_description:
      "Quand un envoi a besoin d'une facture pro forma, comment décrire les marchandises, qui paie les droits, et la règle américaine au-delà de 2 500 $.",
    summary:
      "Quand un envoi a besoin d'une facture pro forma, qui paie les droits, et la règle américaine au-delà de 2 500 $.",
    content:
      "<p>Un envoi d'un pays hors d'Europe vers un pays européen, ou tout envoi quittant l'union douanière, voyage avec la description de ses marchandises.</p>\n<h2>La facture pro forma</h2>\n<p>Lorsque la douane s'applique, la page de commande demande pour chaque type de marchandise : une description, le pays de fabrication, la quantité et la valeur unitaire. Nous imprimons la facture pro forma en trois exemplaires : un dans le colis, deux dans la pochette à l'extérieur.</p>\n<h2>Qui paie les droits</h2>\n<p>Par défaut, le destinataire paie les droits et taxes d'importation à la livraison. Avec UPS, DHL ou FedEx, vous pouvez les faire facturer à l'expéditeur ou à un tiers avec son numéro de compte transporteur.</p>\n<h2>Exportations depuis les États-Unis</h2>\n<p>Les marchandises d'une valeur de 2 500 $ ou plus quittant les États-Unis exigent une déclaration d'exportation électronique ; la page de commande vous prévient dès que votre total atteint ce montant.</p>",
    published_at: "2026-10-20T08:00:00Z",
  },
  {
    kind: "post",
    identifier: "customs-outside-europe",
    lang: "es",
    title: "Enviar fuera de Europa: los documentos de aduana necesarios",
    meta_title: "Enviar fuera de Europa: los documentos de aduana necesarios | {{brand}}",
    meta_description:
      "Cuándo un envío necesita una factura proforma, cómo describir las mercancías, quién paga los aranceles y la regla de EE. UU. a partir de 2500 $.",
    summary:
      "Cuándo un envío necesita una factura proforma, quién paga los aranceles y la regla de EE. UU. a partir de 2500 $.",
    content:
      "<p>Un envío desde fuera de Europa hacia un país europeo, o cualquier envío que salga de la unión aduanera, viaja con una descripción de sus mercancías.</p>\n<h2>La factura proforma</h2>\n<p>Cuando se aplica la aduana, la página de pedido pide para cada tipo de mercancía: una descripción, el país de fabricación, la cantidad y el valor unitario. Imprimimos la factura proforma en tres copias: una dentro del paquete y dos en la funda exterior.</p>\n<h2>Quién paga los aranceles</h2>\n<p>Por defecto, el destinatario paga los aranceles e impuestos de importación en la entrega. Con UPS, DHL o FedEx puede facturarlos al remitente o a un tercero con su número de cuenta de transportista.</p>\n<h2>Exportaciones desde Estados Unidos</h2>\n<p>Las mercancías de 2500 $ o más que salen de Estados Unidos necesitan información electrónica de exportación; la página de pedido le avisa cuando su total alcanza ese importe.</p>",
    published_at: "2026-10-20T08:00:00Z",
  },
];
