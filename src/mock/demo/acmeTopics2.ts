/**
 * Acme Outdoor topics, part 2 (trail running, gear care, sustainability).
 * Header: `key | categoryId | tags | source language (default en)`.
 */
export const ACME_TOPICS_2 = `
@ trail-running-shoes-tested | trail-running | gear, review
en: Trail running shoes tested: grip, cushioning and fit
  We ran mud, scree and forest paths in eight pairs. Our favourites for every kind of trail.
de: Trailrunning-Schuhe im Test: Grip, Dämpfung und Passform
  Acht Paare auf Matsch, Geröll und Waldwegen: unsere Favoriten für jedes Gelände.
fr: Chaussures de trail testées : accroche, amorti et chaussant
  Huit paires sur la boue, les pierriers et les sentiers forestiers : nos préférées.
@ your-first-trail-race | trail-running | beginner, checklist, nutrition
en: Your first trail race: what to expect and how to prepare
  Mandatory kit, aid stations and pacing: how to enjoy your first race from start to finish line.
de: Dein erster Trail-Wettkampf: Vorbereitung und Ablauf
  Pflichtausrüstung, Verpflegungsstationen und Tempo: So genießt du dein erstes Rennen.
fr: Votre premier trail : à quoi s’attendre et comment se préparer
  Matériel obligatoire, ravitaillements et gestion de l’allure pour profiter de votre première
  course.
ar: سباقك الأول في الجري على المسارات: ماذا تتوقع وكيف تستعد
  المعدات الإلزامية ومحطات الإمداد وتنظيم السرعة: كيف تستمتع بسباقك الأول حتى خط النهاية.
@ fuelling-long-trail-runs | trail-running | nutrition, how-to
en: Fuelling long trail runs: carbs, salt and real food
  How much to eat and drink per hour, and how to train your stomach for race day.
fr: Bien s’alimenter sur les longues sorties de trail
  Combien manger et boire par heure, et comment entraîner son estomac pour le jour J.
@ running-around-mont-blanc | trail-running | alpine, safety, checklist | fr
fr: Courir autour du Mont-Blanc : préparer le tour en trois jours
  Refuges, dénivelé et météo changeante : notre plan pour boucler le tour en courant, sans se
  presser.
en: Running around Mont Blanc: the tour in three days
  Huts, climbing and changeable weather: our plan for running the classic loop without rushing.
de: Laufend um den Mont Blanc: die Tour in drei Tagen
  Hütten, Höhenmeter und wechselhaftes Wetter: unser Plan für die klassische Runde im Laufschritt.
@ downhill-running-technique | trail-running | how-to, safety, beginner
en: Downhill running technique: faster and safer descents
  Short steps, soft knees and eyes on the trail ahead: how to descend with confidence.
de: Bergab laufen: schneller und sicherer im Downhill
  Kurze Schritte, lockere Knie und der Blick nach vorn: So läufst du sicher bergab.
ar: تقنية الجري في النزول: نزول أسرع وأكثر أمانًا
  خطوات قصيرة وركبتان مرنتان ونظر إلى المسار أمامك: كيف تنزل بثقة.
@ wax-your-hiking-boots | gear-care | maintenance, how-to, gear
en: How to wax your hiking boots
  Leather boots last years longer when you clean, dry and wax them after muddy trips.
de: Wanderschuhe richtig wachsen
  Lederschuhe halten Jahre länger, wenn du sie nach schlammigen Touren reinigst, trocknest und
  wachst.
fr: Bien cirer ses chaussures de randonnée
  Des chaussures en cuir durent des années de plus si on les nettoie, les sèche et les cire.
ar: كيف تشمّع حذاء المشي الجبلي
  تدوم الأحذية الجلدية سنوات أطول عندما تنظفها وتجففها وتشمعها بعد الرحلات الموحلة.
@ wash-a-down-jacket | gear-care | maintenance, how-to, winter
en: How to wash a down jacket without ruining it
  The right detergent, a gentle cycle and tennis balls in the dryer bring the loft back.
de: Daunenjacke waschen, ohne sie zu ruinieren
  Das richtige Waschmittel, ein Schonwaschgang und Tennisbälle im Trockner bringen den Bausch
  zurück.
fr: Laver une doudoune sans l’abîmer
  La bonne lessive, un cycle délicat et des balles de tennis au sèche-linge redonnent du gonflant.
@ reproof-a-rain-jacket | gear-care | maintenance, sustainability, how-to
en: Reproof your rain jacket: when water stops beading
  Wash, reactivate with heat and reproof only when needed: the steps that restore water repellency.
de: Regenjacke neu imprägnieren: wenn das Wasser nicht mehr abperlt
  Waschen, mit Wärme reaktivieren und nur bei Bedarf imprägnieren: So perlt das Wasser wieder ab.
@ repair-a-tent-pole | gear-care | maintenance, gear, ultralight
en: Repair a broken tent pole in the field
  A repair sleeve, tape and five minutes save the night. Here is how to splint a pole properly.
de: Gebrochenes Zeltgestänge unterwegs reparieren
  Eine Reparaturhülse, Tape und fünf Minuten retten die Nacht.
fr: Réparer un arceau de tente cassé en pleine nature
  Un manchon de réparation, du ruban adhésif et cinq minutes suffisent à sauver la nuit.
ar: إصلاح عمود خيمة مكسور أثناء الرحلة
  غلاف إصلاح وشريط لاصق وخمس دقائق تكفي لإنقاذ الليلة. إليك الطريقة الصحيحة.
@ store-gear-over-winter | gear-care | maintenance, winter, checklist
en: How to store your gear over the winter
  Loose sleeping bags, dry tents and clean stoves: a checklist for the end of the season.
de: Ausrüstung richtig einlagern über den Winter
  Lockere Schlafsäcke, trockene Zelte und saubere Kocher: eine Checkliste zum Saisonende.
@ leave-no-trace-principles | sustainability | leave no trace, sustainability, beginner
en: The seven leave-no-trace principles, explained
  Plan ahead, camp on durable surfaces and take your rubbish home: small habits with a big effect.
de: Die sieben Leave-No-Trace-Prinzipien erklärt
  Vorausplanen, auf festem Untergrund zelten und Müll wieder mitnehmen: kleine Gewohnheiten,
  große Wirkung.
fr: Les sept principes « Sans trace » expliqués
  Préparer, camper sur des surfaces durables et rapporter ses déchets : de petits gestes efficaces.
ar: مبادئ «لا تترك أثرًا» السبعة بشرح مبسّط
  خطط مسبقًا وخيّم على أسطح متينة وأعد نفاياتك معك: عادات صغيرة بأثر كبير.
@ trailhead-by-train | sustainability | sustainability, weekend
en: Getting to the trailhead by train and bus
  Car-free hiking is easier than you think. How we plan weekend trips with public transport.
de: Mit Bahn und Bus zum Startpunkt
  Wandern ohne Auto ist einfacher als gedacht. So planen wir Wochenendtouren mit den Öffis.
fr: Rejoindre le départ des sentiers en train et en bus
  Randonner sans voiture est plus simple qu’on ne le croit : notre méthode pour les week-ends.
@ buying-second-hand-gear | sustainability | sustainability, gear, review
en: Buying second-hand outdoor gear: what to check
  Used tents, jackets and backpacks can be great value if you know where the weak spots are.
de: Gebrauchte Outdoor-Ausrüstung kaufen: Darauf solltest du achten
  Gebrauchte Zelte, Jacken und Rucksäcke sind oft ein guter Deal, wenn du die Schwachstellen kennst.
@ pfc-free-rainwear | sustainability | sustainability, gear
en: PFC-free rainwear: does it keep you dry?
  Fluorine-free membranes and coatings have come a long way. We tested them in a wet autumn.
de: PFC-freie Regenbekleidung: Hält sie dicht?
  Fluorfreie Membranen und Beschichtungen haben aufgeholt. Wir haben sie im nassen Herbst getestet.
fr: Vêtements de pluie sans PFC : vous gardent-ils au sec ?
  Membranes et traitements sans fluor ont beaucoup progressé. Nous les avons testés sous la pluie.
@ organise-a-trail-clean-up | sustainability | sustainability, family, leave no trace
en: How to organise a trail clean-up day
  Permits, gloves, bags and a picnic: bringing your community together for cleaner paths.
de: Einen Müllsammeltag am Wanderweg organisieren
  Genehmigung, Handschuhe, Säcke und ein Picknick: So bringst du deine Nachbarschaft zusammen.
ar: كيف تنظم يومًا لتنظيف المسارات
  التصاريح والقفازات والأكياس ونزهة جماعية: اجمع مجتمعك من أجل مسارات أنظف.
`;
