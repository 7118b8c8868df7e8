/**
 * Acme Outdoor topics, part 1 (hiking, camping, climbing).
 * Header: `key | categoryId | tags | source language (default en)`.
 */
export const ACME_TOPICS_1 = `
@ ultimate-guide-to-your-first-multi-day-hike | hiking | beginner, how-to, checklist, safety
en: The ultimate guide to your first multi-day hike
  Everything we wish we had known before our first hike of several days: route planning, gear,
  food, water, weather and the mindset that gets you home happy.
de: Der große Ratgeber für deine erste Mehrtagestour
  Alles, was wir vor unserer ersten Mehrtageswanderung gern gewusst hätten: Planung, Ausrüstung,
  Verpflegung, Wasser und Wetter.
fr: Le guide complet de votre première randonnée itinérante
  Tout ce que nous aurions aimé savoir avant notre première randonnée de plusieurs jours :
  itinéraire, matériel, nourriture, eau et météo.
@ easy-day-hikes-for-beginners | hiking | beginner, weekend, family
en: Easy day hikes for beginners: how to start without sore feet
  Short loops, gentle climbs and a light daypack are all you need for a great first season.
de: Leichte Tageswanderungen für Einsteiger
  Kurze Rundwege, sanfte Anstiege und ein leichter Tagesrucksack reichen für eine tolle erste
  Saison.
fr: Randonnées faciles à la journée pour débuter
  Des boucles courtes, des montées douces et un petit sac suffisent pour une belle première saison.
ar: رحلات مشي سهلة ليوم واحد للمبتدئين
  مسارات دائرية قصيرة وصعود لطيف وحقيبة ظهر خفيفة هي كل ما تحتاجه لموسم أول رائع.
@ hut-to-hut-hiking-in-the-alps | hiking | alpine, weekend, checklist | de
de: Hüttenwandern in den Alpen: So planst du deine erste Hüttentour
  Von der Reservierung bis zum Hüttenschlafsack: Mit diesen Tipps wird die erste Tour von Hütte zu
  Hütte entspannt.
en: Hut-to-hut hiking in the Alps: planning your first tour
  From booking the huts to packing a sleeping-bag liner, these tips make your first hut tour
  relaxed.
fr: Randonnée de refuge en refuge dans les Alpes
  De la réservation au sac à viande, nos conseils pour un premier tour des refuges serein.
@ how-to-read-a-topographic-map | hiking | how-to, beginner, safety
en: How to read a topographic map
  Contour lines, scale and grid references explained, so you can navigate even when your phone dies.
de: Topografische Karten lesen lernen
  Höhenlinien, Maßstab und Gitternetz erklärt, damit du auch ohne Handyakku den Weg findest.
ar: كيف تقرأ الخريطة الطبوغرافية
  شرح خطوط الكنتور ومقياس الرسم وشبكة الإحداثيات لتجد طريقك حتى لو نفدت بطارية هاتفك.
@ hiking-with-kids | hiking | family, beginner, safety
en: Hiking with kids: how to plan short, safe and genuinely fun family walks that keep everyone
  + motivated from the car park all the way to the summit and back
  Small legs, big adventures: pick the right route, pack snacks and let the children set the pace.
de: Wandern mit Kindern: kurze, sichere Familientouren planen
  Kleine Beine, große Abenteuer: die richtige Route wählen, Snacks einpacken und das Tempo den
  Kindern überlassen.
@ tents-and-tarps-ultralight-shelters-compared | camping | ultralight, gear, review
en: Tents & tarps: "ultralight" shelters under <1 kg compared
  We pitched six shelters that weigh less than a kilogram in wind and rain. Here is what held up.
de: Zelte & Tarps: „Ultraleichte“ Unterkünfte unter 1 kg im Vergleich
  Wir haben sechs Unterkünfte unter einem Kilogramm bei Wind und Regen aufgebaut.
fr: Tentes & tarps : les abris « ultralégers » de moins d’1 kg comparés
  Nous avons monté six abris de moins d’un kilo sous le vent et la pluie.
@ choosing-a-sleeping-bag | camping | gear, how-to, winter
en: How to choose a sleeping bag
  Comfort ratings, down versus synthetic fill and the right shape for how you sleep.
de: Den richtigen Schlafsack finden
  Komforttemperatur, Daune oder Kunstfaser und die passende Form für deine Schlafposition.
fr: Bien choisir son sac de couchage
  Température de confort, duvet ou synthétique et la bonne forme selon votre façon de dormir.
ar: كيف تختار كيس النوم المناسب
  درجات الراحة، والفرق بين الريش والحشو الصناعي، والشكل المناسب لطريقة نومك.
@ camp-kitchen-one-pot-recipes | camping | nutrition, weekend, how-to
en: Camp kitchen: five one-pot recipes for hungry hikers
  Warm, filling meals that need one pot, one stove and less than twenty minutes.
fr: Cuisine de bivouac : cinq recettes en une seule casserole
  Des repas chauds et nourrissants avec une casserole, un réchaud et moins de vingt minutes.
@ winter-camping-for-beginners | camping | winter, beginner, safety
en: Winter camping for beginners
  Cold nights can be magical if you stay dry, eat well and insulate yourself from the ground.
de: Wintercamping für Einsteiger
  Kalte Nächte können magisch sein, wenn du trocken bleibst, gut isst und dich vom Boden isolierst.
ar: التخييم الشتوي للمبتدئين
  يمكن أن تكون الليالي الباردة ساحرة إذا بقيت جافًا وتناولت طعامًا جيدًا وعزلت نفسك عن الأرض.
@ wild-camping-rules-in-europe | camping | leave no trace, sustainability, weekend
en: Wild camping in Europe: where it is allowed and how to do it right
  Rules differ from country to country. Here is an overview and the etiquette that applies
  everywhere.
de: Wildcampen in Europa: Wo es erlaubt ist und wie es richtig geht
  Die Regeln unterscheiden sich von Land zu Land. Ein Überblick und die Etikette, die überall gilt.
fr: Bivouac en Europe : où est-il autorisé et comment bien faire
  Les règles varient d’un pays à l’autre. Voici un aperçu et les bons usages valables partout.
@ bouldering-in-fontainebleau | climbing | weekend, beginner, leave no trace | fr
fr: Grimper à Fontainebleau : le guide des circuits pour débutants
  Sable, pins et grès : comment choisir ses circuits, protéger les blocs et profiter de la forêt.
en: Bouldering in Fontainebleau: a beginner’s guide to the circuits
  Sand, pines and sandstone: how to choose a circuit, protect the rock and enjoy the forest.
de: Bouldern in Fontainebleau: Circuits für Einsteiger
  Sand, Kiefern und Sandstein: So wählst du den passenden Circuit und schonst den Fels.
@ first-steps-in-sport-climbing | climbing | beginner, how-to, safety
en: First steps in sport climbing: from the gym to the crag
  Partner checks, clipping and lowering off: the skills you need before your first outdoor route.
de: Erste Schritte im Sportklettern: von der Halle an den Fels
  Partnercheck, Einhängen und Ablassen: Das musst du vor deiner ersten Route draußen können.
fr: Premiers pas en escalade sportive : de la salle à la falaise
  Vérifications croisées, mousquetonnage et descente : les bases avant votre première voie dehors.
ar: الخطوات الأولى في التسلق الرياضي: من الصالة إلى الصخر
  فحص الشريك وتثبيت الحبل والنزول الآمن: المهارات التي تحتاجها قبل أول مسار في الطبيعة.
@ how-to-check-your-climbing-rope | climbing | maintenance, safety, gear
en: How to check your climbing rope
  Feel for soft spots, look at the sheath and know when a rope should be retired.
de: Kletterseil prüfen: Wann es Zeit für ein neues ist
  Weiche Stellen ertasten, den Mantel kontrollieren und wissen, wann ein Seil ausgemustert wird.
@ finger-training-for-climbers | climbing | how-to, safety
en: Finger training for climbers without injuries
  Hangboard protocols for intermediate climbers, with rest days that protect your tendons.
fr: Entraîner ses doigts sans se blesser
  Des protocoles de poutre pour grimpeurs intermédiaires, avec le repos qui protège les tendons.
@ multi-pitch-climbing-checklist | climbing | alpine, checklist, safety
en: Multi-pitch climbing: the checklist for your first long route
  Rack, belay station, communication and retreat options, all on a single page.
de: Mehrseillängen-Checkliste für die erste lange Route
  Material, Standplatz, Kommunikation und Rückzug auf einer Seite.
ar: قائمة التحقق لتسلق المسارات متعددة المراحل
  المعدات ونقطة التأمين والتواصل وخيارات التراجع، كلها في صفحة واحدة.
`;
