import { fileKinds, formatFileSize } from '../../shared/files.ts';
import type { Language } from '../../shared/languages.ts';
import type { PubFile } from '../../shared/schemas/files.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { groupDocuments } from './document-groups.ts';
import type { Texts } from './texts.ts';

/**
 * The request's documents (artwork, spec sheets): the whole request's first, then each format's under its
 * title; each with its kind, its size and a download through its signed link. Names are shown as text.
 */
export function Documents({ offer, t }: { offer: PubOffer; t: Texts }) {
  const groups = groupDocuments(offer.task.documents, offer.task.formats);
  const titled = groups.some((g) => g.format !== null);
  const language = offer.supplier.language;
  return (
    <section className="card" aria-labelledby="documents-heading">
      <h2 id="documents-heading">{t.documents.title}</h2>
      {groups.length === 0 ? <p className="empty">{t.documents.empty}</p> : null}
      {groups.map((g) => {
        const headingId = `documents-${g.format?.id ?? 'general'}`;
        return (
          <div key={headingId} className="document-group">
            {titled ? <h3 id={headingId}>{g.format ? g.format.title : t.documents.general}</h3> : null}
            <ul className="documents" aria-labelledby={titled ? headingId : 'documents-heading'}>
              {g.files.map((f) => (
                <DocumentRow key={f.id} file={f} language={language} t={t} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function DocumentRow({ file, language, t }: { file: PubFile; language: Language; t: Texts }) {
  const kind = fileKinds[file.type];
  const size = formatFileSize(file.size, language);
  return (
    <li className="document">
      <span className="document-name">{file.name}</span>
      <span className="document-meta">{kind ? `${kind} · ${size}` : size}</span>
      {/* `download`: saved, not opened in the page, when the link is on this server. */}
      <a
        className="button button-secondary document-download"
        href={file.url}
        download
        aria-label={t.documents.downloadName(file.name)}
      >
        {t.documents.download}
      </a>
    </li>
  );
}
