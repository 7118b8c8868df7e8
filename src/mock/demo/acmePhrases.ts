import type { Language, Phrases } from './model.js';

const PACKING_LIST_EN = `packing list (weekend, 2 nights)
[x] tent, pegs, footprint ......... 1.4 kg
[x] sleeping bag (comfort 2 °C) ... 0.9 kg
[x] mat (R-value 3.5) ............. 0.5 kg
[ ] stove, gas, pot, spoon ........ 0.6 kg
[ ] water filter, 2 x 1 l bottles . 0.3 kg`;

/** Brand-wide phrases of Acme Outdoor in every demo language. */
export const ACME_PHRASES: Record<Language, Phrases> = {
  en: {
    headings: [
      'Before you set off',
      'Step by step',
      'Common mistakes',
      'What we recommend',
      'Our field notes',
      'Good to know',
    ],
    conclusion: 'The bottom line',
    closing: [
      'Start small, learn from every trip and the bigger adventures will follow.',
      'If you have questions, our staff in the stores are happy to help you choose.',
      'Share your own tips with us: the best advice often comes from our readers.',
    ],
    figureCaption: 'Photo: Acme Outdoor editorial team',
    related: 'Keep reading',
    moreIn: 'More articles about {category}',
    externalSentence: 'For the background, we recommend {link}.',
    externalText: 'the seven principles of the Leave No Trace Center',
    externalUrl: 'https://lnt.org/why/7-principles/',
    table: {
      caption: 'Three-layer clothing system',
      head: ['Layer', 'Material', 'Purpose'],
      rows: [
        ['Base layer', 'Merino or polyester', 'Moves sweat away from the skin'],
        ['Mid layer', 'Fleece or light down', 'Keeps the warmth in'],
        ['Shell', 'Waterproof membrane', 'Blocks wind and rain'],
      ],
    },
    quote: 'The mountains are not a stadium where I satisfy my ambition; they are my cathedral.',
    quoteAuthor: 'attributed to Walter Bonatti',
    codeIntro: 'Our packing list for a weekend, ticked off the night before:',
    code: PACKING_LIST_EN,
    brief: 'Evergreen service piece for beginners; angle: "{title}". Add a checklist box.',
  },
  de: {
    headings: [
      'Bevor es losgeht',
      'Schritt für Schritt',
      'Typische Fehler',
      'Unsere Empfehlung',
      'Aus unserem Tourenbuch',
      'Gut zu wissen',
    ],
    conclusion: 'Unser Fazit',
    closing: [
      'Fang klein an, lerne aus jeder Tour, dann kommen die großen Abenteuer von selbst.',
      'Bei Fragen helfen dir unsere Mitarbeitenden in den Filialen gern weiter.',
      'Teile deine eigenen Tipps mit uns: Die besten Ratschläge kommen oft von unseren Lesern.',
    ],
    figureCaption: 'Foto: Acme Outdoor Redaktion',
    related: 'Weiterlesen',
    moreIn: 'Mehr Artikel zum Thema {category}',
    externalSentence: 'Hintergründe findest du bei {link}.',
    externalText: 'dem Deutschen Alpenverein',
    externalUrl: 'https://www.alpenverein.de/',
    table: {
      caption: 'Das Zwiebelprinzip',
      head: ['Schicht', 'Material', 'Aufgabe'],
      rows: [
        ['Basisschicht', 'Merino oder Polyester', 'Leitet Schweiß von der Haut weg'],
        ['Isolationsschicht', 'Fleece oder leichte Daune', 'Hält die Wärme'],
        ['Wetterschutz', 'Wasserdichte Membran', 'Hält Wind und Regen ab'],
      ],
    },
    quote: 'Die Berge sind kein Stadion für meinen Ehrgeiz, sie sind meine Kathedrale.',
    quoteAuthor: 'Walter Bonatti zugeschrieben',
    codeIntro: 'Unsere Packliste fürs Wochenende, am Vorabend abgehakt:',
    code: PACKING_LIST_EN.replace(
      'packing list (weekend, 2 nights)',
      'Packliste (Wochenende, 2 Nächte)',
    ),
    brief: 'Zeitloser Ratgeber für Einsteiger; Aufhänger: „{title}“. Checkliste ergänzen.',
  },
  fr: {
    headings: [
      'Avant de partir',
      'Étape par étape',
      'Les erreurs fréquentes',
      'Nos recommandations',
      'Carnet de terrain',
      'Bon à savoir',
    ],
    conclusion: 'En résumé',
    closing: [
      'Commencez petit, tirez les leçons de chaque sortie et les grandes aventures suivront.',
      'Nos équipes en magasin se feront un plaisir de vous conseiller.',
      'Partagez vos astuces avec nous : les meilleurs conseils viennent souvent des lecteurs.',
    ],
    figureCaption: 'Photo : la rédaction d’Acme Outdoor',
    related: 'À lire aussi',
    moreIn: 'Plus d’articles : {category}',
    externalSentence: 'Pour aller plus loin, consultez {link}.',
    externalText: 'le site de la Fédération française de randonnée',
    externalUrl: 'https://www.ffrandonnee.fr/',
    table: {
      caption: 'Le système des trois couches',
      head: ['Couche', 'Matière', 'Rôle'],
      rows: [
        ['Première couche', 'Mérinos ou polyester', 'Évacue la transpiration'],
        ['Couche intermédiaire', 'Polaire ou duvet léger', 'Garde la chaleur'],
        ['Couche externe', 'Membrane imperméable', 'Coupe le vent et la pluie'],
      ],
    },
    quote:
      'Les montagnes ne sont pas un stade où je satisfais mon ambition, elles sont ma cathédrale.',
    quoteAuthor: 'attribué à Walter Bonatti',
    codeIntro: 'Notre liste de matériel pour un week-end, cochée la veille :',
    code: PACKING_LIST_EN.replace('packing list (weekend, 2 nights)', 'liste (week-end, 2 nuits)'),
    brief: 'Article pratique pour débutants ; angle : « {title} ». Ajouter un encadré.',
  },
  ar: {
    headings: [
      'قبل أن تنطلق',
      'خطوة بخطوة',
      'أخطاء شائعة',
      'ما ننصح به',
      'ملاحظات من الميدان',
      'من المفيد معرفته',
    ],
    conclusion: 'الخلاصة',
    closing: [
      'ابدأ بخطوات صغيرة وتعلّم من كل رحلة، وستأتي المغامرات الكبرى لاحقًا.',
      'يسعد فريقنا في المتاجر بمساعدتك في الاختيار.',
      'شاركنا نصائحك، فأفضل النصائح تأتي غالبًا من قرائنا.',
    ],
    figureCaption: 'تصوير: فريق تحرير Acme Outdoor',
    related: 'تابع القراءة',
    moreIn: 'مزيد من المقالات عن {category}',
    externalSentence: 'للمزيد من المعلومات ننصح بزيارة {link}.',
    externalText: 'مبادئ مركز «لا تترك أثرًا»',
    externalUrl: 'https://lnt.org/why/7-principles/',
    table: {
      caption: 'نظام الطبقات الثلاث',
      head: ['الطبقة', 'المادة', 'الوظيفة'],
      rows: [
        ['الطبقة الأساسية', 'صوف الميرينو أو البوليستر', 'تبعد العرق عن الجلد'],
        ['الطبقة الوسطى', 'الصوف الصناعي أو الريش الخفيف', 'تحافظ على الدفء'],
        ['الطبقة الخارجية', 'غشاء مقاوم للماء', 'تصد الرياح والمطر'],
      ],
    },
    quote: 'الجبال ليست ملعبًا أرضي فيه طموحي، بل هي كاتدرائيتي.',
    quoteAuthor: 'يُنسب إلى والتر بوناتي',
    codeIntro: 'قائمة التجهيز لعطلة نهاية الأسبوع:',
    code: PACKING_LIST_EN,
    brief: 'مقال إرشادي للمبتدئين؛ الزاوية: «{title}». أضف قائمة تحقق.',
  },
};
