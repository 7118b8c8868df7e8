import type { MockCategory } from '../types.js';
import type { Language } from './model.js';
import { LANGUAGES } from './model.js';
import { parseBlocks } from './parse.js';
import { isoAt, minutesAt } from './util.js';

/** Header: `id | slug | day created (offset from 2025-01-01) | days until the last update`. */
const ACME_CATEGORIES = `
@ hiking | hiking | 2 | 41
en: Hiking
  Day hikes, long-distance trails and hut-to-hut routes, with the skills to plan them safely.
de: Wandern
  Tageswanderungen, Fernwanderwege und Hüttentouren, dazu das Wissen für eine sichere Planung.
fr: Randonnée
  Randonnées à la journée, grands itinéraires et tours de refuges, avec les bases pour les préparer.
ar: المشي لمسافات طويلة
  مسارات ليوم واحد ومسارات طويلة وجولات بين الأكواخ الجبلية، مع مهارات التخطيط الآمن لها.
@ camping | camping | 2 | 77
en: Camping
  Tents, sleeping systems, camp kitchens and the quiet art of a good night outdoors.
de: Camping
  Zelte, Schlafsysteme, Campingküche und die Kunst, draußen gut zu schlafen.
fr: Camping
  Tentes, couchage, cuisine de bivouac et l’art de passer une bonne nuit dehors.
ar: التخييم
  الخيام وأنظمة النوم ومطابخ المخيم وفن قضاء ليلة هادئة في الطبيعة.
@ climbing | climbing | 5 | 120
en: Climbing
  Bouldering, sport climbing and alpine rock: technique, training and rope systems.
de: Klettern
  Bouldern, Sportklettern und alpiner Fels: Technik, Training und Seiltechnik.
fr: Escalade
  Bloc, escalade sportive et grandes voies : technique, entraînement et manipulations de corde.
ar: التسلق
  تسلق الصخور القصيرة والتسلق الرياضي والصخور الجبلية: التقنية والتدريب وأنظمة الحبال.
@ trail-running | trail-running | 9 | 30
en: Trail Running
  From your first forest loop to mountain ultras: training, shoes, nutrition and pacing.
de: Trailrunning
  Von der ersten Waldrunde bis zum Bergultra: Training, Schuhe, Ernährung und Pacing.
fr: Trail
  De la première boucle en forêt à l’ultra en montagne : entraînement, chaussures et nutrition.
ar: الجري في المسارات
  من أول جولة في الغابة إلى سباقات الجبال الطويلة: التدريب والأحذية والتغذية وتنظيم السرعة.
@ gear-care | gear-care | 14 | 200
en: Gear Care
  Clean, repair and store your equipment so it lasts for many seasons.
de: Ausrüstungspflege
  Ausrüstung reinigen, reparieren und lagern, damit sie viele Saisons hält.
fr: Entretien du matériel
  Nettoyer, réparer et ranger son équipement pour qu’il dure de nombreuses saisons.
ar: العناية بالمعدات
  نظّف معداتك وأصلحها وخزّنها بطريقة صحيحة لتدوم مواسم عديدة.
@ sustainability | sustainability | 20 | 310
en: Sustainability
  Leave no trace, repair before you replace, and travel to the trailhead with a lighter footprint.
de: Nachhaltigkeit
  Keine Spuren hinterlassen, reparieren statt ersetzen und klimafreundlicher zum Startpunkt reisen.
fr: Durabilité
  Ne laisser aucune trace, réparer plutôt que remplacer et rejoindre les sentiers plus sobrement.
ar: الاستدامة
  لا تترك أثرًا، وأصلح قبل أن تستبدل، وانتقل إلى بداية المسار ببصمة بيئية أخف.
@ security-demo | security-demo | 1 | 0
en: Security demo
  Sanitizer demonstration: articles with hostile HTML that a safe renderer must neutralise.
  Not magazine content.
de: Sicherheitsdemo
  Demonstration des Sanitizers: Artikel mit feindseligem HTML, das ein sicherer Renderer
  entschärfen muss. Kein Magazininhalt.
fr: Démo de sécurité
  Démonstration du nettoyage HTML : des articles au HTML hostile qu’un rendu sûr doit
  neutraliser. Pas un contenu du magazine.
ar: عرض الأمان
  عرض توضيحي لأداة التعقيم: مقالات تحتوي على HTML عدائي يجب أن يبطله العرض الآمن.
  ليست من محتوى المجلة.
`;

const GLOBEX_CATEGORIES = `
@ budgeting | haushalt-und-budget | 1 | 95
en: Budgeting
  Track spending, build an emergency fund and make a budget that survives real life.
de: Haushalt & Budget
  Ausgaben im Blick behalten, einen Notgroschen aufbauen und ein Budget, das den Alltag
  übersteht.
fr: Budget
  Suivre ses dépenses, constituer une épargne de précaution et tenir un budget réaliste.
ar: الميزانية
  تتبّع نفقاتك وكوّن صندوق طوارئ وضع ميزانية تصمد أمام الحياة اليومية.
@ investing | geldanlage | 1 | 140
en: Investing
  ETFs, shares, bonds and savings plans explained without jargon, with the risks included.
de: Geldanlage
  ETFs, Aktien, Anleihen und Sparpläne verständlich erklärt, die Risiken inklusive.
fr: Investir
  ETF, actions, obligations et plans d’épargne expliqués sans jargon, risques compris.
ar: الاستثمار
  صناديق المؤشرات والأسهم والسندات وخطط الادخار بشرح مبسّط يشمل المخاطر أيضًا.
@ taxes | steuern | 3 | 60
en: Taxes
  Tax returns, allowances and deductions: what employees and the self-employed can claim.
de: Steuern
  Steuererklärung, Freibeträge und Werbungskosten: was Angestellte und Selbstständige
  absetzen können.
fr: Impôts
  Déclaration, abattements et frais déductibles : ce que salariés et indépendants peuvent déduire.
ar: الضرائب
  الإقرار الضريبي والإعفاءات والخصومات: ما يمكن للموظفين وأصحاب الأعمال الحرة خصمه.
@ retirement | altersvorsorge | 6 | 180
en: Retirement
  State pension, company schemes and private provision: closing the pension gap step by step.
de: Altersvorsorge
  Gesetzliche Rente, betriebliche und private Vorsorge: die Rentenlücke Schritt für Schritt
  schließen.
fr: Retraite
  Retraite publique, épargne salariale et épargne privée : combler l’écart étape par étape.
ar: التقاعد
  المعاش الحكومي وخطط الشركات والادخار الخاص: سدّ فجوة التقاعد خطوة بخطوة.
@ banking | konto-und-banking | 8 | 45
en: Banking
  Current accounts, cards, overdrafts and interest: getting the everyday basics right.
de: Konto & Banking
  Girokonto, Karten, Dispo und Zinsen: die alltäglichen Grundlagen richtig regeln.
fr: Banque
  Compte courant, cartes, découvert et intérêts : bien gérer les bases du quotidien.
ar: الخدمات المصرفية
  الحسابات الجارية والبطاقات والسحب على المكشوف والفوائد: أساسيات يومية صحيحة.
@ security | sicherheit | 12 | 250
en: Security
  Phishing, card fraud and account protection: how to keep your money safe online.
de: Sicherheit
  Phishing, Kartenbetrug und Kontoschutz: So bleibt Ihr Geld auch online sicher.
fr: Sécurité
  Hameçonnage, fraude à la carte et protection des comptes : protéger son argent en ligne.
ar: الأمان
  التصيد الاحتيالي والاحتيال بالبطاقات وحماية الحساب: كيف تحافظ على أموالك آمنة على الإنترنت.
`;

function buildCategories(source: string, defaultLanguage: Language): MockCategory[] {
  return parseBlocks(source).map(({ header, texts }) => {
    const [id, slug, createdDay, updateDays] = header;
    const main = texts[defaultLanguage];
    if (!id || !slug || !main) {
      throw new Error(`Incomplete category: ${header.join(' | ')}`);
    }
    const translations: MockCategory['translations'] = {};
    for (const language of LANGUAGES) {
      const text = texts[language];
      if (text) {
        translations[language] = { name: text.title, description: text.description };
      }
    }
    const created = minutesAt(Number(createdDay), 8, 15);
    return {
      id,
      name: main.title,
      slug,
      description: main.description,
      translations,
      createdAt: isoAt(created),
      updatedAt: isoAt(created + minutesAt(Number(updateDays), 6, 40)),
    };
  });
}

/** The six categories of Acme Outdoor (default language `en`). */
export const createAcmeCategories = (): MockCategory[] => buildCategories(ACME_CATEGORIES, 'en');

/** The six categories of Globex Finance (default language `de`). */
export const createGlobexCategories = (): MockCategory[] =>
  buildCategories(GLOBEX_CATEGORIES, 'de');
