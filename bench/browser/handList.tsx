// The baseline of the ContentList benchmark: a hand-written React list producing the markup
// ContentList + ContentCard produce for the same items (no query layer, no context, no
// settings merge, no URL checks). The bench checks the two markups are identical.
import type { ContentItem } from 'content-delivery-react';

const formats = new Map<string, Intl.DateTimeFormat>();
function formatDate(date: string, language: string): string {
  let format = formats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(language, format);
  }
  return format.format(Date.parse(date));
}

function Card({ item }: { item: ContentItem }) {
  return (
    <article
      lang={item.language}
      dir={item.language === 'ar' ? 'rtl' : 'ltr'}
      data-status={item.status.toLowerCase()}
      className="cdr-card"
      data-slot="card"
    >
      {item.imageUrl !== null && (
        <img
          className="cdr-card-image"
          src={item.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <h3 className="cdr-card-title">
        <a href={`/${item.language}/${item.slug}`}>{item.title}</a>
      </h3>
      <p className="cdr-card-meta">
        {item.publishedDate === null ? (
          <span className="cdr-card-date" data-state="unpublished">
            Not yet published
          </span>
        ) : (
          <time className="cdr-card-date" dateTime={item.publishedDate}>
            {formatDate(item.publishedDate, item.language)}
          </time>
        )}
        <span className="cdr-card-category">{item.category}</span>
        {item.status !== 'Published' && (
          <span className="cdr-status" data-slot="status" data-status={item.status.toLowerCase()}>
            {item.status}
          </span>
        )}
      </p>
      <p className="cdr-card-description">{item.description}</p>
    </article>
  );
}

export function HandList({ items }: { items: readonly ContentItem[] }) {
  return (
    <section tabIndex={-1} className="cdr-list" data-slot="content-list" data-variant="pages">
      <ul className="cdr-list-items" aria-busy={false}>
        {items.map((item, index) => (
          <li key={item.id} className="cdr-list-item" tabIndex={-1} data-index={index}>
            <Card item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
