/** Acme Outdoor body sentences (plain lines) and list tips (`- ` lines) per category. */
export const ACME_POOL_FR = `
# hiking
Une bonne journée de randonnée commence la veille, avec la météo consultée et le sac prêt.
Planifiez votre itinéraire en fonction de la lumière du jour plutôt que de la distance.
Des pas courts et réguliers dans les montées économisent plus d’énergie qu’un départ rapide.
De bonnes chaussettes et des chaussures bien ajustées évitent plus d’ampoules que n’importe quel
  pansement.
- Indiquez à quelqu’un votre itinéraire et votre heure de retour prévue.
- Emportez au moins un litre d’eau pour deux heures de marche.
- Prenez une couche chaude et une veste de pluie, même si la météo est bonne.
# camping
Montez votre tente sur un sol plat et stable, loin des creux où s’accumulent l’air froid et l’eau.
Une nuit chaude dépend davantage du matelas sous vous que du sac de couchage sur vous.
Installez le camp avant la nuit pour trouver de l’eau et régler les problèmes sans stress.
Une bonne aération est le moyen le plus simple de limiter la condensation dans la tente.
- Entraînez-vous à monter la tente chez vous avant la première sortie.
- Gardez des vêtements secs pour la nuit dans un sac étanche.
- Mangez un en-cas chaud avant de dormir : votre corps chauffe le duvet.
# climbing
Chaque voie commence par la vérification croisée : baudrier, nœud, système d’assurage.
Un bon jeu de pieds épargne les doigts : cherchez les prises de pied avant la prise suivante.
Le rocher se comporte autrement que la résine : commencez quelques niveaux sous votre niveau en
  salle.
Les jours de repos font partie de l’entraînement, car les tendons s’adaptent lentement.
- Faites toujours un nœud d’arrêt en bout de corde.
- Portez un casque au pied des voies, pour grimper comme pour assurer.
- Apprenez à chuter en salle avant de repousser vos limites dehors.
# trail-running
En trail, le temps passé sur les sentiers compte plus que l’allure.
Marcher dans les montées raides n’est pas tricher : même les meilleurs le font.
Sur terrain technique, le maintien du talon et l’accroche comptent plus que l’amorti.
Mangez tôt et régulièrement pendant les sorties longues, avant d’avoir faim.
- Emportez une flasque souple et une veste légère au-delà d’une heure de course.
- Regardez trois ou quatre pas devant vous, pas vos pieds.
- Testez votre ravitaillement de course pendant les sorties longues.
# gear-care
Le matériel s’use moins à l’usage qu’en étant rangé humide, sale ou compressé.
Retirez la saleté tant qu’elle est fraîche : la boue sèche abîme tissus et coutures.
Lisez l’étiquette d’entretien et évitez l’assouplissant sur les vêtements techniques.
Rangez les sacs de couchage à plat ou dans un grand sac en coton, jamais compressés.
- Faites sécher entièrement le matériel avant de le ranger.
- Gardez un petit kit de réparation avec ruban, fil et boucle de rechange.
- Réactivez la déperlance avec une chaleur douce avant d’utiliser un spray.
# sustainability
Le matériel le plus durable est celui que vous possédez déjà et utilisez longtemps.
Le trajet jusqu’au départ du sentier pèse souvent plus que tout le reste de la sortie.
Restez sur les sentiers balisés pour protéger la végétation fragile et limiter l’érosion.
Acheter d’occasion et louer le matériel peu utilisé réduisent les déchets et les dépenses.
- Choisissez des produits réparables aux pièces remplaçables.
- Partagez la voiture ou prenez le train et le bus jusqu’au départ.
- Laissez fleurs, pierres et bois là où vous les avez trouvés.
`;

export const ACME_POOL_AR = `
# hiking
يبدأ يوم المشي الجيد في الليلة السابقة، بمراجعة حالة الطقس وتجهيز الحقيبة عند الباب.
خطط لمسارك وفق ساعات النهار لا وفق المسافة، وأضف ساعة للاستراحات والتصوير.
الخطوات القصيرة المنتظمة في الصعود توفر طاقة أكثر من البداية السريعة.
الجوارب الجيدة والأحذية المناسبة تمنع البثور أكثر من أي لاصق طبي تحمله.
- أخبر شخصًا بمسارك وموعد عودتك المتوقع.
- احمل لترًا من الماء على الأقل لكل ساعتين من المشي.
- خذ معك طبقة دافئة وسترة مطر حتى لو كانت النشرة الجوية جيدة.
# camping
انصب خيمتك على أرض مستوية وصلبة بعيدًا عن المنخفضات التي يتجمع فيها الهواء البارد والماء.
الليلة الدافئة تعتمد على الفرشة تحتك أكثر من كيس النوم فوقك.
جهّز المخيم قبل حلول الظلام لتجد الماء وتحل المشكلات بهدوء.
التهوية الجيدة هي أسهل طريقة لتقليل التكثف داخل الخيمة.
- تدرّب على نصب الخيمة في المنزل قبل الرحلة الأولى.
- احتفظ بملابس جافة لليل داخل كيس مقاوم للماء.
- تناول وجبة خفيفة دافئة قبل النوم، فجسمك هو مصدر الدفء.
# climbing
يبدأ كل تسلق بفحص الشريك: الحزام والعقدة وجهاز التأمين.
تقنية القدمين الجيدة تحمي أصابعك، فابحث عن موطئ القدم قبل المقبض التالي.
الصخر الطبيعي يختلف عن مقابض الصالة، فابدأ بمستوى أسهل من مستواك المعتاد.
أيام الراحة جزء من التدريب لأن الأوتار تتكيف أبطأ بكثير من العضلات.
- اربط دائمًا عقدة توقف في نهاية الحبل.
- ارتدِ خوذة عند الصخور أثناء التسلق والتأمين.
- تعلّم السقوط الآمن في الصالة قبل أن تختبر حدودك في الطبيعة.
# trail-running
في الجري على المسارات يهم الوقت الذي تقضيه على قدميك أكثر من السرعة.
المشي في الصعود الحاد ليس غشًا، فحتى المحترفون يفعلون ذلك.
في المسارات الوعرة يهم ثبات الكعب وقوة التماسك أكثر من التوسيد.
تناول الطعام مبكرًا وبانتظام في الجريات الطويلة قبل أن تشعر بالجوع.
- احمل قارورة مرنة وسترة خفيفة في كل جرية تزيد على ساعة.
- انظر ثلاث أو أربع خطوات إلى الأمام لا إلى قدميك.
- جرّب خطة التغذية الخاصة بالسباق في تدريباتك الطويلة.
# gear-care
لا تتلف معظم المعدات بسبب الاستخدام، بل بسبب تخزينها مبللة أو متسخة أو مضغوطة.
أزل الأوساخ وهي طرية، فالطين الجاف يضر بالأقمشة والخياطة.
اقرأ ملصق العناية قبل الغسيل وتجنب منعم الأقمشة مع الملابس التقنية.
خزّن أكياس النوم مفرودة في كيس قطني كبير وليس في كيس الضغط.
- جفف كل شيء تمامًا قبل تخزينه.
- احمل عدة إصلاح صغيرة فيها شريط لاصق وخيط وإبزيم احتياطي.
- أعد تنشيط طبقة مقاومة الماء بحرارة لطيفة قبل استخدام البخاخ.
# sustainability
أكثر المعدات استدامة هي تلك التي تملكها بالفعل وتستخدمها لسنوات.
غالبًا ما يسبب التنقل إلى بداية المسار انبعاثات أكثر من بقية الرحلة كلها.
ابقَ على المسارات المحددة لحماية النباتات الهشة ومنع التعرية.
شراء المعدات المستعملة واستئجار ما نادرًا ما تستخدمه يقللان النفايات والتكاليف.
- اختر منتجات قابلة للإصلاح بقطع قابلة للاستبدال.
- شارك السيارة أو استخدم القطار والحافلة للوصول إلى البداية.
- اترك الزهور والحجارة والخشب في أماكنها.
`;
