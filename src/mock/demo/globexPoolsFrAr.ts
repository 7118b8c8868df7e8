/** Globex Finance body sentences (plain lines) and list tips (`- ` lines) per category. */
export const GLOBEX_POOL_FR = `
# budgeting
Un budget n’est pas une privation, c’est un plan qui dit à votre argent ce qu’il doit faire.
Notez toutes vos dépenses pendant un mois avant de fixer des objectifs : les estimations sont
  presque toujours trop basses.
Les dépenses fixes comme le loyer, les assurances et les abonnements sont le levier le plus
  efficace.
Programmez un virement automatique vers votre épargne le jour de la paie : épargnez d’abord,
  dépensez ensuite.
- Mettez de côté chaque mois pour les dépenses irrégulières.
- Passez en revue vos contrats et abonnements une fois par an.
- Prévoyez un montant fixe pour les loisirs afin de tenir votre budget.
# investing
Les fonds indiciels diversifiés réduisent le risque lié à une seule entreprise.
Les frais d’un fonds s’appliquent chaque année : regardez attentivement les frais courants.
Investir régulièrement permet d’acheter automatiquement plus de parts quand les cours baissent.
Les fluctuations à court terme sont normales ; l’essentiel est un horizon d’au moins dix ans.
- N’investissez que l’argent dont vous n’aurez pas besoin avant longtemps.
- Comparez les frais de compte et de courtage avant d’ouvrir un compte-titres.
- Vérifiez votre répartition une fois par an, pas tous les jours.
# taxes
Beaucoup de contribuables oublient des déductions auxquelles ils ont pourtant droit.
Rassemblez vos justificatifs tout au long de l’année pour remplir la déclaration rapidement.
Les frais professionnels, comme les trajets domicile-travail, réduisent votre revenu imposable.
Vérifiez votre avis d’imposition avec soin et contestez rapidement toute erreur.
- Conservez vos justificatifs au moins jusqu’à la fin du délai de réclamation.
- Partez de la déclaration préremplie.
- Notez vos jours de télétravail dans votre agenda au fil de l’eau.
# retirement
Pour la plupart des gens, la retraite publique ne suffit pas à maintenir leur niveau de vie.
Plus vous commencez tôt, plus les intérêts composés travaillent pour vous.
Votre relevé de carrière indique la pension à laquelle vous pouvez vous attendre aujourd’hui.
L’épargne salariale est particulièrement intéressante lorsque l’employeur abonde.
- Retrouvez votre relevé de retraite et notez le montant prévu.
- Demandez à votre employeur s’il abonde votre épargne retraite.
- Augmentez votre effort d’épargne à chaque augmentation de salaire.
# banking
Un bon compte courant n’est pas seulement bon marché, il correspond aussi à vos habitudes.
Le découvert autorisé est l’un des crédits les plus chers : utilisez-le brièvement.
Dans l’UE, les dépôts sont garantis jusqu’à 100 000 euros par personne et par banque.
Comparez les frais de tenue de compte, le prix des cartes et les retraits à l’étranger.
- Relisez chaque année la grille tarifaire de votre banque.
- Activez les notifications pour chaque prélèvement.
- Remplacez un découvert permanent par un prêt personnel moins cher.
# security
Votre banque ne vous demandera jamais votre code, mot de passe ou code de validation par e-mail.
Les escrocs créent l’urgence pour que vous agissiez avant de réfléchir.
Un gestionnaire de mots de passe permet d’avoir un mot de passe long et unique par compte.
Activez la double authentification partout où elle est proposée.
- N’appelez votre banque qu’au numéro figurant sur votre carte ou sur son site officiel.
- Installez rapidement les mises à jour du téléphone et de l’application bancaire.
- Consultez vos relevés au moins une fois par semaine.
`;

export const GLOBEX_POOL_AR = `
# budgeting
الميزانية ليست حرمانًا، بل خطة تحدد ما يجب أن تفعله أموالك.
سجّل جميع نفقاتك لمدة شهر قبل أن تضع أهدافك، فالتقديرات تكون غالبًا أقل من الواقع.
التكاليف الثابتة مثل الإيجار والتأمين والعقود هي أكبر رافعة للتوفير.
أنشئ تحويلًا تلقائيًا إلى حساب الادخار يوم استلام الراتب، فتدخر أولًا ثم تنفق.
- خصص مبلغًا شهريًا للنفقات غير المنتظمة.
- راجع جميع العقود والاشتراكات مرة في السنة.
- خصص مبلغًا ثابتًا للترفيه حتى تتمكن من الالتزام بالميزانية.
# investing
تقلل صناديق المؤشرات الواسعة من مخاطر الشركات الفردية دون الحاجة إلى اختيار الأسهم.
تُطبّق تكاليف الصندوق كل عام، لذا انتبه إلى نسبة المصاريف الإجمالية.
الاستثمار المنتظم يعني أنك تشتري تلقائيًا وحدات أكثر عندما تنخفض الأسعار.
التقلبات قصيرة الأجل أمر طبيعي، والمهم أفق استثماري لا يقل عن عشر سنوات.
- لا تستثمر إلا المال الذي لن تحتاجه لفترة طويلة.
- قارن رسوم الحساب وتكاليف التداول قبل فتح حساب الوساطة.
- راجع توزيع استثماراتك مرة في السنة لا كل يوم.
# taxes
كثير من الموظفين يخسرون أموالًا لأنهم لا يقدمون إقرارًا ضريبيًا مع أنه مفيد لهم.
اجمع الإيصالات طوال العام في ملف أو تطبيق ليصبح الإقرار سريعًا.
نفقات العمل مثل التنقل والكتب والأدوات تقلل دخلك الخاضع للضريبة.
راجع قرار الضريبة بعناية، فلديك مهلة محددة للاعتراض على الأخطاء.
- احتفظ بالإيصالات حتى انتهاء مهلة الاعتراض على الأقل.
- استخدم الإقرار المعبأ مسبقًا كنقطة بداية.
- سجّل أيام العمل من المنزل في تقويمك أولًا بأول.
# retirement
بالنسبة لمعظم الناس لا يكفي المعاش الحكومي وحده للحفاظ على مستوى المعيشة.
كلما بدأت الادخار مبكرًا عملت الفائدة المركبة لصالحك بقوة أكبر.
يوضح كشف المعاش السنوي المبلغ الذي يمكنك توقعه اليوم.
تكون خطط التقاعد في الشركات مجزية خاصة عندما يساهم صاحب العمل.
- ابحث عن كشف معاشك واكتب المبلغ المتوقع.
- اسأل صاحب العمل عن مساهمته في خطة التقاعد.
- ارفع نسبة ادخارك مع كل زيادة في الراتب.
# banking
الحساب الجاري الجيد ليس رخيصًا فحسب، بل يناسب عاداتك المصرفية أيضًا.
السحب على المكشوف من أغلى أشكال الائتمان، فاستخدمه لفترة قصيرة فقط.
في الاتحاد الأوروبي تُضمن الودائع قانونيًا حتى 100000 يورو لكل شخص في كل بنك.
قارن رسوم الحساب وتكلفة البطاقات ورسوم السحب النقدي في الخارج.
- راجع قائمة أسعار بنكك مرة كل عام.
- فعّل الإشعارات لكل عملية خصم.
- استبدل السحب الدائم على المكشوف بقرض شخصي أرخص.
# security
لن يطلب منك بنكك أبدًا رقمك السري أو كلمة المرور عبر البريد الإلكتروني أو الرسائل أو الهاتف.
يصنع المحتالون ضغط الوقت لتتصرف قبل أن تفكر.
يتيح لك مدير كلمات المرور استخدام كلمة مرور طويلة وفريدة لكل حساب.
فعّل المصادقة الثنائية في كل مكان تتوفر فيه.
- اتصل ببنكك فقط عبر الرقم المطبوع على بطاقتك أو على موقعه الرسمي.
- ثبّت تحديثات الهاتف والتطبيق المصرفي بسرعة.
- راجع كشوف حسابك مرة في الأسبوع على الأقل.
`;
