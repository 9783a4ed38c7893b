import { useTranslation } from '../../../lib/i18n/translation';
import type { PackageQuery } from '../api/package';
import { formatDate } from '../../../lib/format';
import { inLanguage } from '../lib/in-language';

type Pkg = PackageQuery['package'];
type Details = NonNullable<Pkg['details']>;

const h2 = 'text-xl font-bold text-slate-900';

/** The description in the page's language (the other one when only it was written), in paragraphs. */
function Description({ details }: { details: Details }) {
  const { t, i18n } = useTranslation();
  const text = inLanguage(i18n.language, details.descriptionSq, details.descriptionEn);
  if (!text) return null;
  return (
    <section>
      <h2 className={h2}>{t('pkgPage.description')}</h2>
      <div className="mt-2 space-y-3 text-slate-800">
        {text.split(/\n\s*\n/).map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p.trim()}
          </p>
        ))}
      </div>
    </section>
  );
}

function Inclusions({ details }: { details: Details }) {
  const { t, i18n } = useTranslation();
  const included = inLanguage(i18n.language, details.included, details.includedEn) ?? [];
  const notIncluded = inLanguage(i18n.language, details.notIncluded, details.notIncludedEn) ?? [];
  if (!included.length && !notIncluded.length) return null;
  const list = (title: string, items: string[], mark: string, tone: string) =>
    items.length > 0 && (
      <div>
        <h2 className={h2}>{title}</h2>
        <ul className="mt-2 space-y-1 text-slate-800">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className={`font-bold ${tone}`}>
                {mark}
              </span>
              {item}
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <section className="grid gap-6 sm:grid-cols-2">
      {list(t('pkgPage.included'), included, '✓', 'text-emerald-700')}
      {list(t('pkgPage.notIncluded'), notIncluded, '✗', 'text-red-700')}
    </section>
  );
}

/** Airline, the two flights' times on the departure and return dates, baggage. */
function Flight({ pkg, details }: { pkg: Pkg; details: Details }) {
  const { t, i18n } = useTranslation();
  const leg = (date: string, from?: string | null, to?: string | null) =>
    from || to ? t('pkgPage.flightTimes', { date: formatDate(date, i18n.language), from: from ?? '—', to: to ?? '—' }) : null;
  const outbound = leg(pkg.departureDate, details.outboundDeparture, details.outboundArrival);
  const back = leg(pkg.returnDate, details.returnDeparture, details.returnArrival);
  const rows: [string, string | null | undefined][] = [
    [t('pkgPage.airline'), details.airline],
    [t('pkgPage.outbound'), outbound && `${pkg.airport.label}: ${outbound}`],
    [t('pkgPage.return'), back],
    [t('pkgPage.baggage'), inLanguage(i18n.language, details.baggage, details.baggageEn)],
  ];
  const shown = rows.filter(([, v]) => v);
  if (!shown.length) return null;
  return (
    <section>
      <h2 className={h2}>{t('pkgPage.flight')}</h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[max-content_1fr]">
        {shown.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What staff wrote about the package: nothing is shown for what they left empty. */
export function PackageDetails({ pkg }: { pkg: Pkg }) {
  const details = pkg.details;
  if (!details) return null;
  return (
    <>
      <Description details={details} />
      <Inclusions details={details} />
      <Flight pkg={pkg} details={details} />
    </>
  );
}
