import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../../../lib/page-meta';
import { info_en } from '../content/en';
import { infoPaths } from '../content/paths';
import { info_sq } from '../content/sq';
import { infoPages, type InfoPageKey } from '../content/types';

const texts = { sq: info_sq, en: info_en };

/** The page a path names (one route module serves the six: routes.ts). */
const pageAt = (pathname: string): InfoPageKey =>
  infoPages.find((page) => infoPaths[page].toLowerCase() === pathname.replace(/\/$/, '').toLowerCase()) ?? 'about';

/**
 * One page of the footer's "Informacion i rëndësishëm" (travel advice, terms, about, cookies,
 * privacy, B2B), in the page's language. The texts live in the repo (content/), reviewed like code.
 */
export default function InfoPage() {
  const page = pageAt(useLocation().pathname);
  const { i18n } = useTranslation();
  const all = texts[i18n.resolvedLanguage === 'en' ? 'en' : 'sq'];
  const content = all[page];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={content.title} description={content.description} />
      <article>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{content.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{content.lead}</p>
        {content.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-8 scroll-mt-28">
            <h2 id={`${section.id}-heading`} className="text-xl font-bold text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="mt-3 leading-relaxed text-slate-700">
                {text}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="mt-10 text-sm text-slate-600">{all.updated}</p>
      </article>
      <nav aria-label={all.otherPages} className="mt-10 border-t border-slate-200 pt-6">
        <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700">{all.otherPages}</h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {infoPages
            .filter((other) => other !== page)
            .map((other) => (
              <li key={other}>
                <Link to={infoPaths[other]} className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-900">
                  {all[other].title}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
