import type { Language, Phrases } from './model.js';

const FORMULA = `K_n = K_0 * (1 + p / 100) ^ n

K_0 = 10000   (start)
p   = 5       (% per year)
n   = 20      (years)
K_n = 26533   (rounded)`;

/** Brand-wide phrases of Globex Finance in every demo language. */
export const GLOBEX_PHRASES: Record<Language, Phrases> = {
  de: {
    headings: [
      'Das Wichtigste in Kürze',
      'So gehen Sie vor',
      'Typische Fehler',
      'Hintergrund',
      'Worauf Sie achten sollten',
      'Praxistipps',
    ],
    conclusion: 'Fazit',
    closing: [
      'Fangen Sie mit einem kleinen, konkreten Schritt an und bleiben Sie dran.',
      'Dieser Beitrag ersetzt keine individuelle Beratung, hilft aber bei der Vorbereitung.',
      'Prüfen Sie Ihre Entscheidungen einmal im Jahr und passen Sie sie Ihrer Lebenslage an.',
    ],
    figureCaption: 'Grafik: Globex Finance Redaktion',
    related: 'Das könnte Sie auch interessieren',
    moreIn: 'Weitere Beiträge aus der Rubrik {category}',
    externalSentence: 'Verlässliche Informationen bietet auch {link}.',
    externalText: 'die Verbraucherzentrale',
    externalUrl: 'https://www.verbraucherzentrale.de/',
    table: {
      caption: 'Beispielbudget bei 2.800 Euro netto',
      head: ['Bereich', 'Anteil', 'Betrag'],
      rows: [
        ['Fixkosten', '50 %', '1.400 €'],
        ['Freizeit und Wünsche', '30 %', '840 €'],
        ['Sparen und Vorsorge', '20 %', '560 €'],
      ],
    },
    quote: 'Es ist nicht wichtig, wie viel Sie verdienen, sondern wie viel Sie behalten.',
    quoteAuthor: 'Leitsatz unserer Redaktion',
    codeIntro: 'Die Zinseszinsformel mit einem Beispiel:',
    code: FORMULA,
    brief: 'Ratgeber für Einsteiger, sachlich, ohne Produktwerbung. Thema: „{title}“.',
  },
  en: {
    headings: [
      'The key points',
      'How to go about it',
      'Common mistakes',
      'Background',
      'What to watch out for',
      'Practical tips',
    ],
    conclusion: 'Conclusion',
    closing: [
      'Start with one small, concrete step and keep going.',
      'This article is no substitute for individual advice, but it helps you prepare.',
      'Review your decisions once a year and adjust them as your life changes.',
    ],
    figureCaption: 'Chart: Globex Finance editorial team',
    related: 'You may also like',
    moreIn: 'More articles in {category}',
    externalSentence: 'Reliable information is also available from {link}.',
    externalText: 'the European Securities and Markets Authority',
    externalUrl: 'https://www.esma.europa.eu/',
    table: {
      caption: 'Sample budget for a net income of 2,800 euros',
      head: ['Area', 'Share', 'Amount'],
      rows: [
        ['Needs', '50%', '€1,400'],
        ['Wants', '30%', '€840'],
        ['Savings and pension', '20%', '€560'],
      ],
    },
    quote: 'It is not how much money you make, but how much money you keep.',
    quoteAuthor: 'Robert Kiyosaki',
    codeIntro: 'The compound interest formula with an example:',
    code: FORMULA,
    brief: 'Explainer for beginners, factual, no product promotion. Topic: "{title}".',
  },
  fr: {
    headings: [
      'L’essentiel',
      'Comment procéder',
      'Les erreurs fréquentes',
      'Le contexte',
      'Les points de vigilance',
      'Conseils pratiques',
    ],
    conclusion: 'Conclusion',
    closing: [
      'Commencez par une petite étape concrète et tenez bon.',
      'Cet article ne remplace pas un conseil personnalisé, mais il aide à se préparer.',
      'Revoyez vos choix une fois par an et adaptez-les à votre situation.',
    ],
    figureCaption: 'Graphique : la rédaction de Globex Finance',
    related: 'À lire également',
    moreIn: 'Plus d’articles dans la rubrique {category}',
    externalSentence: 'Des informations fiables sont aussi disponibles sur {link}.',
    externalText: 'le site officiel des impôts',
    externalUrl: 'https://www.impots.gouv.fr/',
    table: {
      caption: 'Exemple de budget pour 2 800 euros nets',
      head: ['Poste', 'Part', 'Montant'],
      rows: [
        ['Dépenses fixes', '50 %', '1 400 €'],
        ['Loisirs et envies', '30 %', '840 €'],
        ['Épargne et retraite', '20 %', '560 €'],
      ],
    },
    quote: 'Ce n’est pas ce que vous gagnez qui compte, mais ce que vous gardez.',
    quoteAuthor: 'la rédaction de Globex Finance',
    codeIntro: 'La formule des intérêts composés avec un exemple :',
    code: FORMULA,
    brief: 'Article pédagogique, factuel, sans promotion de produits. Sujet : « {title} ».',
  },
  ar: {
    headings: [
      'أهم النقاط',
      'كيف تبدأ',
      'أخطاء شائعة',
      'خلفية',
      'ما يجب الانتباه إليه',
      'نصائح عملية',
    ],
    conclusion: 'الخلاصة',
    closing: [
      'ابدأ بخطوة صغيرة وملموسة واستمر عليها.',
      'لا تغني هذه المقالة عن الاستشارة الشخصية، لكنها تساعدك على الاستعداد.',
      'راجع قراراتك مرة في السنة وعدّلها وفق تغيّر ظروفك.',
    ],
    figureCaption: 'رسم بياني: فريق تحرير Globex Finance',
    related: 'قد يهمك أيضًا',
    moreIn: 'مزيد من المقالات في قسم {category}',
    externalSentence: 'تتوفر معلومات موثوقة أيضًا لدى {link}.',
    externalText: 'البنك المركزي الأوروبي',
    externalUrl: 'https://www.ecb.europa.eu/',
    table: {
      caption: 'مثال على ميزانية لدخل صافٍ قدره 2800 يورو',
      head: ['البند', 'النسبة', 'المبلغ'],
      rows: [
        ['الاحتياجات', '50%', '1400 يورو'],
        ['الرغبات', '30%', '840 يورو'],
        ['الادخار والتقاعد', '20%', '560 يورو'],
      ],
    },
    quote: 'المهم ليس كم تكسب، بل كم تحتفظ به.',
    quoteAuthor: 'فريق تحرير Globex Finance',
    codeIntro: 'معادلة الفائدة المركبة مع مثال:',
    code: FORMULA,
    brief: 'مقال تعليمي للمبتدئين دون ترويج لمنتجات. الموضوع: «{title}».',
  },
};
