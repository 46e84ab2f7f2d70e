/**
 * The FAQ entries seeded for every brand (issue 18, decision 059): the nine questions of the FAQ
 * and answer pages (identifiers "1" to "9", the {selected_faq} of their addresses) and the ten of
 * the my-store page ("my-store-1" to "my-store-10"), in English, French and Spanish, under the
 * default brand. The text is the web catalogs' as the pages showed it, figures included (spec §9:
 * 5000 cm³/kg, €22 per kg, 0.6 %, at least €2, written as each language writes numbers); the answer
 * is HTML (one paragraph), the question text. `{{brand}}` is the reading brand's name.
 */
export type TSeedFaq = { identifier: string; lang: "en" | "fr" | "es"; title: string; content: string };

const faq = (identifier: string, lang: TSeedFaq["lang"], title: string, content: string): TSeedFaq => ({
  identifier,
  lang,
  title,
  content,
});

export const SEED_FAQ: TSeedFaq[] = [
  faq(
    "1",
    "en",
    "How does the comparison work?",
    "<p>Enter the type of shipment, the origin and destination, the weight and dimensions of each parcel and the collection date. {{brand}} asks the carriers for their offers and lists them side by side with their price, delivery time and pickup or drop-off options. You can sort them by price or delivery date and keep only express or standard services.</p>",
  ),
  faq(
    "2",
    "en",
    "Do I need an account to send a parcel?",
    "<p>No. You can compare offers and order as a visitor. An account lets you keep an address book, reuse your shipment settings, follow all your shipments and download your invoices.</p>",
  ),
  faq(
    "3",
    "en",
    "How is the price calculated?",
    "<p>Carriers bill the greater of the actual weight and the dimensional weight (length × width × height in centimetres divided by 5,000). The price shown, tax included, already contains fuel, security and other supplements; import duties and taxes are not included.</p>",
  ),
  faq(
    "4",
    "en",
    "Which goods are forbidden?",
    "<p>Lithium batteries on their own, perfumes, e-cigarettes, aerosols, gas bottles and extinguishers cannot be shipped. When ordering, you confirm that your shipment contains none of them.</p>",
  ),
  faq(
    "5",
    "en",
    "Pickup or drop-off: what is the difference?",
    "<p>With pickup, the carrier collects the shipment at the sender's address on the chosen date, between the ready time and the closing time you give. With drop-off, you take it to a relay point or carrier agency yourself. Each offer shows which options it allows.</p>",
  ),
  faq(
    "6",
    "en",
    "How do I track my shipment?",
    "<p>Once your shipment has been handed over, follow it with its tracking number; in your account, every shipment has its tracking. The tracking shows each event reported by the carrier, with its date and place.</p>",
  ),
  faq(
    "7",
    "en",
    "Is my shipment insured?",
    "<p>Without insurance, the carrier's liability covers loss or damage up to €22 per kilogram. For more valuable goods, take the optional insurance when ordering: it costs 0.6% of the declared value, at least €2.</p>",
  ),
  faq(
    "8",
    "en",
    "How can I pay?",
    "<p>By bank card or from a prepaid credit account. Professional accounts can also be granted deferred payment on invoice.</p>",
  ),
  faq(
    "9",
    "en",
    "Can I cancel a shipment?",
    "<p>Yes, as long as the carrier has not taken charge of it: cancel it from your account, in the list of your shipments, and confirm. Once the carrier has the shipment, it can no longer be cancelled.</p>",
  ),
  faq(
    "my-store-1",
    "en",
    "What is a pre-order?",
    "<p>A pre-order is a paid order from your online store that is waiting to be shipped. It holds the products, their quantities, the customer's delivery address and, when the store knows them, the weights and the delivery option the customer chose. You find your pre-orders on the Pre-orders page, where you ship them in a few clicks.</p>",
  ),
  faq(
    "my-store-2",
    "en",
    "Which stores can I connect?",
    "<p>Shopify and WooCommerce through their order webhooks, and any other website or marketplace through our generic JSON intake. You can connect several of them at the same time: each order shows which store it came from.</p>",
  ),
  faq(
    "my-store-3",
    "en",
    "How do I connect my Shopify store?",
    "<p>In Shopify, go to Settings &gt; Notifications &gt; Webhooks, create a webhook for Order creation (and one for Order update) in JSON, and paste our webhook URL. Shopify then shows the key it signs webhooks with: paste it in the 'Key shown by Shopify' field on this page. Finish with Send a test order.</p>",
  ),
  faq(
    "my-store-4",
    "en",
    "How do I connect my WooCommerce store?",
    "<p>In WooCommerce &gt; Settings &gt; Advanced &gt; Webhooks, add a webhook with the topic Order created, paste our webhook URL as the delivery URL and our signing secret as the secret, then save. Add a second one with Order updated to follow changes. WooCommerce checks the URL when you save: that check is expected and stores nothing.</p>",
  ),
  faq(
    "my-store-5",
    "en",
    "How do I send orders from my own website?",
    "<p>Send an HTTP POST with a JSON body to the intake URL, with your API key in the X-Api-Key header. The body holds your order id, the delivery address and the items (quantity, and weight and size when you know them). The OpenAPI document linked on this page describes every field with an example.</p>",
  ),
  faq(
    "my-store-6",
    "en",
    "What is the signing secret for, and what if it leaks?",
    "<p>Your store signs every webhook with the secret, and we refuse any order whose signature does not match: nobody can create pre-orders in your name without it. If you think it has leaked, click Rotate the secret and paste the new one into your store; the old one stops working immediately. Keep your API key private in the same way.</p>",
  ),
  faq(
    "my-store-7",
    "en",
    "What happens if the same order arrives twice or is changed?",
    "<p>Nothing is duplicated: an order is identified by its store and its order number, so a webhook sent again, or two sent at the same moment, give a single pre-order. When the store sends an update (another quantity, a corrected address), the pre-order is updated and what you already shipped is kept.</p>",
  ),
  faq(
    "my-store-8",
    "en",
    "Some weights or dimensions are missing: what happens?",
    "<p>The order is still taken in. Whatever the store did not send (often the dimensions, sometimes the weight, and the sender address) stays empty and is asked for when you ship the pre-order, so the carrier's price is always computed on real figures.</p>",
  ),
  faq(
    "my-store-9",
    "en",
    "How do I check that my connection works?",
    "<p>Click Send a test order under your store: we send a sample order of 3 units through the same route and signature check as a real one. It appears at once under 'Orders received lately' and in your pre-orders, with the status Open. If a real order does not arrive, check the URL and the secret in your store's webhook settings.</p>",
  ),
  faq(
    "my-store-10",
    "en",
    "What happens to a pre-order once shipped?",
    "<p>Each shipment is recorded on the pre-order with its carrier, price and status. A product becomes Sent once all its units are shipped, and the pre-order becomes Sent when none of its products is still Open. You can ship a product in several parcels: it stays Open until the last unit leaves.</p>",
  ),
  faq(
    "1",
    "fr",
    "Comment fonctionne la comparaison ?",
    "<p>Indiquez le type d'envoi, le départ et l'arrivée, le poids et les dimensions de chaque colis et la date d'enlèvement. {{brand}} interroge les transporteurs et présente leurs offres côte à côte avec leur prix, leur délai et leurs options d'enlèvement ou de dépôt. Vous pouvez les trier par prix ou par date de livraison et ne garder que les services express ou standard.</p>",
  ),
  faq(
    "2",
    "fr",
    "Faut-il un compte pour envoyer un colis ?",
    "<p>Non. Vous pouvez comparer les offres et commander en tant que visiteur. Un compte vous permet de garder un carnet d'adresses, de réutiliser vos réglages d'envoi, de suivre tous vos envois et de télécharger vos factures.</p>",
  ),
  faq(
    "3",
    "fr",
    "Comment le prix est-il calculé ?",
    "<p>Les transporteurs facturent le plus élevé du poids réel et du poids volumétrique (longueur × largeur × hauteur en centimètres divisé par 5 000). Le prix affiché TTC comprend déjà le carburant, la sûreté et les autres suppléments ; les droits et taxes d'importation ne sont pas inclus.</p>",
  ),
  faq(
    "4",
    "fr",
    "Quelles marchandises sont interdites ?",
    "<p>Les batteries au lithium seules, les parfums, les cigarettes électroniques, les aérosols, les bouteilles de gaz et les extincteurs ne peuvent pas être expédiés. Lors de la commande, vous confirmez que votre envoi n'en contient pas.</p>",
  ),
  faq(
    "5",
    "fr",
    "Enlèvement ou dépôt : quelle différence ?",
    "<p>Avec l'enlèvement, le transporteur vient chercher l'envoi à l'adresse de l'expéditeur à la date choisie, entre l'heure de disponibilité et l'heure de fermeture indiquées. Avec le dépôt, vous l'apportez vous-même en point relais ou en agence. Chaque offre indique les options possibles.</p>",
  ),
  faq(
    "6",
    "fr",
    "Comment suivre mon envoi ?",
    "<p>Une fois votre envoi remis au transporteur, suivez-le grâce à son numéro de suivi ; dans votre compte, chaque envoi a son suivi. Le suivi affiche chaque événement signalé par le transporteur, avec sa date et son lieu.</p>",
  ),
  faq(
    "7",
    "fr",
    "Mon envoi est-il assuré ?",
    "<p>Sans assurance, la responsabilité du transporteur couvre la perte ou l'avarie jusqu'à 22 € par kilogramme. Pour des marchandises de plus grande valeur, prenez l'assurance facultative lors de la commande : elle coûte 0,6 % de la valeur déclarée, au minimum 2 €.</p>",
  ),
  faq(
    "8",
    "fr",
    "Comment puis-je payer ?",
    "<p>Par carte bancaire ou avec un compte crédit prépayé. Les comptes professionnels peuvent aussi bénéficier du paiement différé sur facture.</p>",
  ),
  faq(
    "9",
    "fr",
    "Puis-je annuler un envoi ?",
    "<p>Oui, tant que le transporteur ne l'a pas pris en charge : annulez-le depuis votre compte, dans la liste de vos envois, puis confirmez. Une fois l'envoi entre les mains du transporteur, il ne peut plus être annulé.</p>",
  ),
  faq(
    "my-store-1",
    "fr",
    "Qu'est-ce qu'une pré-commande ?",
    "<p>Une pré-commande est une commande payée de votre boutique en ligne qui attend d'être expédiée. Elle contient les produits, leurs quantités, l'adresse de livraison du client et, quand la boutique les connaît, les poids et l'option de livraison choisie par le client. Vous retrouvez vos pré-commandes sur la page Pré-commandes, d'où vous les expédiez en quelques clics.</p>",
  ),
  faq(
    "my-store-2",
    "fr",
    "Quelles boutiques puis-je connecter ?",
    "<p>Shopify et WooCommerce par leurs webhooks de commande, et tout autre site ou place de marché par notre réception JSON générique. Vous pouvez en connecter plusieurs à la fois : chaque commande indique la boutique d'où elle vient.</p>",
  ),
  faq(
    "my-store-3",
    "fr",
    "Comment connecter ma boutique Shopify ?",
    "<p>Dans Shopify, allez dans Paramètres &gt; Notifications &gt; Webhooks, créez un webhook Création de commande (et un Mise à jour de commande) au format JSON et collez notre URL de webhook. Shopify affiche alors la clé avec laquelle il signe les webhooks : collez-la dans le champ « Clé affichée par Shopify » de cette page. Terminez par Envoyer une commande de test.</p>",
  ),
  faq(
    "my-store-4",
    "fr",
    "Comment connecter ma boutique WooCommerce ?",
    "<p>Dans WooCommerce &gt; Réglages &gt; Avancé &gt; Webhooks, ajoutez un webhook avec le sujet Commande créée, collez notre URL de webhook comme URL de livraison et notre secret de signature comme secret, puis enregistrez. Ajoutez-en un second avec Commande mise à jour pour suivre les modifications. WooCommerce vérifie l'URL à l'enregistrement : cette vérification est normale et n'enregistre rien.</p>",
  ),
  faq(
    "my-store-5",
    "fr",
    "Comment envoyer les commandes de mon propre site ?",
    "<p>Envoyez un POST HTTP avec un corps JSON vers l'URL de réception, avec votre clé d'API dans l'en-tête X-Api-Key. Le corps contient votre numéro de commande, l'adresse de livraison et les articles (quantité, et poids et dimensions quand vous les connaissez). Le document OpenAPI en lien sur cette page décrit chaque champ avec un exemple.</p>",
  ),
  faq(
    "my-store-6",
    "fr",
    "À quoi sert le secret de signature, et s'il fuite ?",
    "<p>Votre boutique signe chaque webhook avec le secret, et nous refusons toute commande dont la signature ne correspond pas : personne ne peut créer de pré-commandes en votre nom sans lui. Si vous pensez qu'il a fuité, cliquez sur Changer le secret et collez le nouveau dans votre boutique ; l'ancien cesse de fonctionner immédiatement. Gardez de même votre clé d'API confidentielle.</p>",
  ),
  faq(
    "my-store-7",
    "fr",
    "Que se passe-t-il si la même commande arrive deux fois ou est modifiée ?",
    "<p>Rien n'est dupliqué : une commande est identifiée par sa boutique et son numéro, donc un webhook renvoyé, ou deux envoyés au même moment, donnent une seule pré-commande. Quand la boutique envoie une mise à jour (autre quantité, adresse corrigée), la pré-commande est mise à jour et ce que vous avez déjà expédié est conservé.</p>",
  ),
  faq(
    "my-store-8",
    "fr",
    "Des poids ou des dimensions manquent : que se passe-t-il ?",
    "<p>La commande est tout de même reçue. Ce que la boutique n'a pas envoyé (souvent les dimensions, parfois le poids, et l'adresse d'expédition) reste vide et vous est demandé au moment d'expédier la pré-commande : le prix du transporteur est ainsi toujours calculé sur des valeurs réelles.</p>",
  ),
  faq(
    "my-store-9",
    "fr",
    "Comment vérifier que ma connexion fonctionne ?",
    "<p>Cliquez sur Envoyer une commande de test sous votre boutique : nous envoyons une commande exemple de 3 unités par le même chemin et la même vérification de signature qu'une vraie. Elle apparaît aussitôt sous « Commandes reçues récemment » et dans vos pré-commandes, à l'état Ouverte. Si une vraie commande n'arrive pas, vérifiez l'URL et le secret dans les réglages de webhook de votre boutique.</p>",
  ),
  faq(
    "my-store-10",
    "fr",
    "Que devient une pré-commande une fois expédiée ?",
    "<p>Chaque envoi est enregistré sur la pré-commande avec son transporteur, son prix et son état. Un produit passe à Envoyé quand toutes ses unités sont expédiées, et la pré-commande passe à Envoyée quand aucun de ses produits n'est plus Ouvert. Vous pouvez expédier un produit en plusieurs colis : il reste Ouvert jusqu'au départ de la dernière unité.</p>",
  ),
  faq(
    "1",
    "es",
    "¿Cómo funciona la comparación?",
    "<p>Indique el tipo de envío, el origen y el destino, el peso y las medidas de cada paquete y la fecha de recogida. {{brand}} consulta a los transportistas y presenta sus ofertas lado a lado con su precio, su plazo y sus opciones de recogida o entrega en punto. Puede ordenarlas por precio o por fecha de entrega y quedarse solo con los servicios exprés o estándar.</p>",
  ),
  faq(
    "2",
    "es",
    "¿Necesito una cuenta para enviar un paquete?",
    "<p>No. Puede comparar ofertas y hacer su pedido como visitante. Una cuenta le permite guardar una libreta de direcciones, reutilizar sus ajustes de envío, seguir todos sus envíos y descargar sus facturas.</p>",
  ),
  faq(
    "3",
    "es",
    "¿Cómo se calcula el precio?",
    "<p>Los transportistas facturan el mayor entre el peso real y el peso volumétrico (largo × ancho × alto en centímetros dividido por 5000). El precio mostrado, con impuestos, ya incluye el combustible, la seguridad y los demás suplementos; los aranceles e impuestos de importación no están incluidos.</p>",
  ),
  faq(
    "4",
    "es",
    "¿Qué mercancías están prohibidas?",
    "<p>No se pueden enviar baterías de litio sueltas, perfumes, cigarrillos electrónicos, aerosoles, bombonas de gas ni extintores. Al hacer el pedido, usted confirma que su envío no los contiene.</p>",
  ),
  faq(
    "5",
    "es",
    "Recogida o entrega en punto: ¿cuál es la diferencia?",
    "<p>Con la recogida, el transportista pasa a buscar el envío a la dirección del remitente en la fecha elegida, entre la hora de disponibilidad y la hora de cierre indicadas. Con la entrega en punto, usted mismo lo lleva a un punto de recogida o a una agencia. Cada oferta indica las opciones posibles.</p>",
  ),
  faq(
    "6",
    "es",
    "¿Cómo sigo mi envío?",
    "<p>Una vez entregado su envío al transportista, sígalo con su número de seguimiento; en su cuenta, cada envío tiene su seguimiento. El seguimiento muestra cada evento comunicado por el transportista, con su fecha y lugar.</p>",
  ),
  faq(
    "7",
    "es",
    "¿Está asegurado mi envío?",
    "<p>Sin seguro, la responsabilidad del transportista cubre la pérdida o el daño hasta 22 € por kilogramo. Para mercancías de mayor valor, contrate el seguro opcional al hacer el pedido: cuesta el 0,6 % del valor declarado, con un mínimo de 2 €.</p>",
  ),
  faq(
    "8",
    "es",
    "¿Cómo puedo pagar?",
    "<p>Con tarjeta bancaria o con una cuenta de crédito prepago. Las cuentas profesionales también pueden disfrutar de pago aplazado contra factura.</p>",
  ),
  faq(
    "9",
    "es",
    "¿Puedo anular un envío?",
    "<p>Sí, mientras el transportista no se haya hecho cargo de él: anúlelo desde su cuenta, en la lista de sus envíos, y confirme. Una vez que el envío está en manos del transportista, ya no puede anularse.</p>",
  ),
  faq(
    "my-store-1",
    "es",
    "¿Qué es un pedido anticipado?",
    "<p>Un pedido anticipado es un pedido pagado de su tienda en línea que espera a ser enviado. Contiene los productos, sus cantidades, la dirección de entrega del cliente y, cuando la tienda los conoce, los pesos y la opción de entrega elegida por el cliente. Encontrará sus pedidos anticipados en la página Pedidos anticipados, desde donde los envía en pocos clics.</p>",
  ),
  faq(
    "my-store-2",
    "es",
    "¿Qué tiendas puedo conectar?",
    "<p>Shopify y WooCommerce mediante sus webhooks de pedidos, y cualquier otro sitio o marketplace mediante nuestra recepción JSON genérica. Puede conectar varias a la vez: cada pedido indica de qué tienda procede.</p>",
  ),
  faq(
    "my-store-3",
    "es",
    "¿Cómo conecto mi tienda Shopify?",
    "<p>En Shopify, vaya a Configuración &gt; Notificaciones &gt; Webhooks, cree un webhook de Creación de pedido (y uno de Actualización de pedido) en JSON y pegue nuestra URL de webhook. Shopify muestra entonces la clave con la que firma los webhooks: péguela en el campo «Clave mostrada por Shopify» de esta página. Termine con Enviar un pedido de prueba.</p>",
  ),
  faq(
    "my-store-4",
    "es",
    "¿Cómo conecto mi tienda WooCommerce?",
    "<p>En WooCommerce &gt; Ajustes &gt; Avanzado &gt; Webhooks, añada un webhook con el tema Pedido creado, pegue nuestra URL de webhook como URL de entrega y nuestro secreto de firma como secreto, y guarde. Añada un segundo con Pedido actualizado para seguir los cambios. WooCommerce comprueba la URL al guardar: esa comprobación es normal y no registra nada.</p>",
  ),
  faq(
    "my-store-5",
    "es",
    "¿Cómo envío los pedidos de mi propio sitio?",
    "<p>Envíe un POST HTTP con un cuerpo JSON a la URL de recepción, con su clave de API en la cabecera X-Api-Key. El cuerpo contiene su número de pedido, la dirección de entrega y los artículos (cantidad, y peso y medidas cuando los conozca). El documento OpenAPI enlazado en esta página describe cada campo con un ejemplo.</p>",
  ),
  faq(
    "my-store-6",
    "es",
    "¿Para qué sirve el secreto de firma y qué hago si se filtra?",
    "<p>Su tienda firma cada webhook con el secreto y rechazamos cualquier pedido cuya firma no coincida: nadie puede crear pedidos anticipados en su nombre sin él. Si cree que se ha filtrado, haga clic en Cambiar el secreto y pegue el nuevo en su tienda; el anterior deja de funcionar de inmediato. Mantenga también en privado su clave de API.</p>",
  ),
  faq(
    "my-store-7",
    "es",
    "¿Qué pasa si el mismo pedido llega dos veces o se modifica?",
    "<p>No se duplica nada: un pedido se identifica por su tienda y su número, así que un webhook reenviado, o dos enviados al mismo tiempo, dan un único pedido anticipado. Cuando la tienda envía una actualización (otra cantidad, una dirección corregida), el pedido anticipado se actualiza y se conserva lo que ya haya enviado.</p>",
  ),
  faq(
    "my-store-8",
    "es",
    "Faltan pesos o medidas: ¿qué ocurre?",
    "<p>El pedido se recibe igualmente. Lo que la tienda no envió (a menudo las medidas, a veces el peso, y la dirección de origen) queda vacío y se le pide al enviar el pedido anticipado, de modo que el precio del transportista siempre se calcula con datos reales.</p>",
  ),
  faq(
    "my-store-9",
    "es",
    "¿Cómo compruebo que mi conexión funciona?",
    "<p>Haga clic en Enviar un pedido de prueba bajo su tienda: enviamos un pedido de ejemplo de 3 unidades por la misma vía y con la misma comprobación de firma que uno real. Aparece al instante en «Pedidos recibidos recientemente» y en sus pedidos anticipados, con el estado Abierto. Si un pedido real no llega, revise la URL y el secreto en los ajustes de webhook de su tienda.</p>",
  ),
  faq(
    "my-store-10",
    "es",
    "¿Qué pasa con un pedido anticipado una vez enviado?",
    "<p>Cada envío se registra en el pedido anticipado con su transportista, su precio y su estado. Un producto pasa a Enviado cuando se han enviado todas sus unidades, y el pedido anticipado pasa a Enviado cuando ninguno de sus productos sigue Abierto. Puede enviar un producto en varios paquetes: sigue Abierto hasta que sale la última unidad.</p>",
  ),
];
