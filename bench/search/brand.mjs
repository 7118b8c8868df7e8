// The generated brand the search engines index (issue 42): items / 5 translation groups ×
// en/de/fr/es/ar. Fields come from the demo data set (en, de, fr, ar; it has no Spanish, so the
// Spanish items come from the small set written below), with a generated place name per article
// and one generated tag of 700, so the vocabulary grows with the brand as a real one does instead
// of repeating 179 articles. Indexed per item, as the issue asks: title, description, tags,
// category name, primaryKeyword, the body's headings (at most 8 × 120 characters) and its
// opening text (600 characters).
import { distRoot } from '../stats.mjs';
import { LANGUAGES } from './analyzer.mjs';

/** Spanish articles: the demo data set has none. The same shape as a demo item. */
const spanish = [
  {
    title: 'Guía completa para tu primera ruta de varios días',
    description: 'Qué llevar, cómo planificar las etapas y cómo evitar las ampollas en el camino.',
    tags: ['beginner', 'how-to', 'checklist'],
    category: 'Senderismo',
    primaryKeyword: 'ruta de varios días',
    body: '<h2>Antes de salir</h2><p>Una buena ruta empieza la noche anterior: revisa el tiempo, prepara la mochila y deja el plan a alguien de confianza. Las botas adecuadas y unos buenos calcetines evitan más ampollas que cualquier apósito.</p><h2>Las etapas</h2><p>Calcula etapas cortas el primer día y deja margen para los refugios. El cansancio se acumula y el terreno cambia con la altura.</p>',
  },
  {
    title: 'Cómo elegir un saco de dormir para el invierno',
    description:
      'Temperatura de confort, relleno de plumón o sintético y el peso que puedes cargar.',
    tags: ['gear', 'winter', 'how-to'],
    category: 'Acampada',
    primaryKeyword: 'saco de dormir invierno',
    body: '<h2>La temperatura de confort</h2><p>La etiqueta indica la temperatura de confort y la temperatura límite. Elige siempre la de confort y añade unos grados si duermes con frío.</p><h2>Plumón o sintético</h2><p>El plumón pesa menos y abriga más, pero pierde calor con la humedad. El relleno sintético seca antes y cuesta menos.</p>',
  },
  {
    title: 'Escalada deportiva: primeros pasos del rocódromo a la roca',
    description: 'Nudos, seguros y la técnica básica para tu primera vía en exterior.',
    tags: ['beginner', 'safety', 'how-to'],
    category: 'Escalada',
    primaryKeyword: 'escalada deportiva',
    body: '<h2>El equipo mínimo</h2><p>Arnés, pies de gato, casco y un asegurador que conozcas bien. Revisa el nudo de tu compañero antes de cada vía.</p><h2>La primera vía</h2><p>Elige una vía fácil, bien equipada y con buena reunión. La roca exige más que el rocódromo: lee la vía desde abajo.</p>',
  },
  {
    title: 'Reparar una varilla de tienda rota durante la travesía',
    description: 'Con un tubo de reparación y cinta americana la tienda aguanta hasta volver.',
    tags: ['maintenance', 'gear', 'ultralight'],
    category: 'Cuidado del equipo',
    primaryKeyword: 'reparar varilla tienda',
    body: '<h2>Lo que necesitas</h2><p>Un tubo de reparación de aluminio, cinta americana y unos minutos al abrigo del viento. La varilla rota se desliza dentro del tubo.</p><h2>En casa</h2><p>Sustituye el tramo dañado por uno nuevo del mismo diámetro y revisa el cordón elástico.</p>',
  },
  {
    title: 'Correr por montaña: técnica de bajada más rápida y segura',
    description: 'Pasos cortos, la mirada adelante y los brazos abiertos para no caer.',
    tags: ['how-to', 'safety', 'beginner'],
    category: 'Trail running',
    primaryKeyword: 'técnica de bajada',
    body: '<h2>La postura</h2><p>Inclina el cuerpo ligeramente hacia delante y acorta la zancada. La mirada va tres o cuatro pasos por delante de los pies.</p><h2>El terreno</h2><p>En piedra suelta, apoya todo el pie; en barro, busca la hierba del borde del sendero.</p>',
  },
  {
    title: 'Acampar sin dejar rastro: los siete principios',
    description: 'Cómo acampar, cocinar y convivir con la naturaleza sin dañarla.',
    tags: ['leave no trace', 'sustainability'],
    category: 'Sostenibilidad',
    primaryKeyword: 'no dejar rastro',
    body: '<h2>Planifica</h2><p>Conocer la normativa del lugar evita la mayoría de los problemas. Lleva una bolsa para la basura y vuelve con todo.</p><h2>El fuego</h2><p>Usa un hornillo en lugar de una hoguera y respeta las prohibiciones en verano.</p>',
  },
  {
    title: 'Presupuesto familiar: cómo ahorrar cada mes sin renunciar a todo',
    description:
      'Una regla sencilla para repartir los ingresos entre gastos, ahorro e imprevistos.',
    tags: ['budget', 'family', 'how-to'],
    category: 'Presupuesto',
    primaryKeyword: 'ahorrar cada mes',
    body: '<h2>La regla del reparto</h2><p>Separa el ahorro el día de cobro, antes de gastar. Un fondo de emergencia de tres meses evita deudas caras.</p><h2>Revisa los gastos</h2><p>Las suscripciones olvidadas y las comisiones bancarias suman más de lo que parece.</p>',
  },
  {
    title: 'Invertir a largo plazo con fondos indexados',
    description: 'Comisiones bajas, diversificación y paciencia: lo que importa de verdad.',
    tags: ['investing', 'beginner'],
    category: 'Inversión',
    primaryKeyword: 'fondos indexados',
    body: '<h2>Por qué indexar</h2><p>Un fondo indexado replica el mercado con comisiones muy bajas. A largo plazo, las comisiones pesan más que la selección de valores.</p><h2>La disciplina</h2><p>Aportar cada mes y no vender en las caídas es la parte difícil.</p>',
  },
];

const MAX_HEADINGS = 8;
const MAX_HEADING_LENGTH = 120;
const OPENING_LENGTH = 600;

const textOf = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What the walk would keep of a body: its headings and its plain text (cut per article). */
function sourceOf(item) {
  const headings = [...item.body.matchAll(/<h[23][^>]*>(.*?)<\/h[23]>/gs)]
    .slice(0, MAX_HEADINGS)
    .map((match) => textOf(match[1]).slice(0, MAX_HEADING_LENGTH));
  return { ...item, headings: headings.join(' \n '), text: textOf(item.body) };
}

/** A deterministic pseudo-word (a place, a brand, a person): the long tail of a vocabulary. */
const SYLLABLES = ['ka', 'lo', 'ri', 'ne', 'ta', 'mu', 'sa', 'vel', 'dor', 'an', 'bri', 'gu'];
function nameOf(seed) {
  let value = (Math.imul(seed + 1, 2_654_435_761) >>> 0) % 1_000_003;
  let name = '';
  for (let syllable = 0; syllable < 3; syllable++) {
    name += SYLLABLES[value % SYLLABLES.length];
    value = Math.floor(value / SYLLABLES.length);
  }
  return `${name[0].toUpperCase()}${name.slice(1)}${seed % 97}`;
}

/** `items` items, article 0 the newest (one minute apart), items / 5 groups × 5 languages. */
export async function brandOf(items) {
  const { createDemoDataset } = await import(new URL('mock/index.js', distRoot));
  const demo = createDemoDataset().brands.flatMap((brand) => brand.items);
  const pools = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      (language === 'es'
        ? spanish
        : demo
            .filter((item) => item.language === language)
            .map((item) => ({ ...item, body: item.content }))
      ).map(sourceOf),
    ]),
  );
  const documents = [];
  for (let article = 0; article < items / LANGUAGES.length; article++) {
    const place = nameOf(article % 30_000);
    const extraTag = nameOf(100_000 + (article % 700)).toLowerCase();
    const publishedAt = Date.UTC(2026, 0, 1) - article * 60_000;
    for (const language of LANGUAGES) {
      const pool = pools[language];
      const source = pool[article % pool.length];
      // A different stretch of the body per article, from a sentence start.
      const span = Math.max(0, source.text.length - OPENING_LENGTH);
      const from = span === 0 ? 0 : source.text.indexOf('. ', (article * 7_919) % span) + 2;
      const tags = [...source.tags, extraTag];
      documents.push({
        id: `${language}-${article}`,
        language,
        categoryId: `category-${article % 10}`,
        tags,
        publishedAt,
        title: `${source.title} ${place}`,
        description: source.description ?? '',
        tagText: tags.join(' '),
        category: source.category ?? '',
        primaryKeyword: source.primaryKeyword ?? '',
        headings: source.headings,
        opening: source.text.slice(from > 1 ? from : 0).slice(0, OPENING_LENGTH),
      });
    }
  }
  return documents;
}
