import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatDateRange } from '../../../lib/format';
import { useAgencyContactQuery } from '../api/agency-contact';
import type { PackageQuery } from '../api/package';
import { enquiryLinks, withPageUrl } from '../lib/enquiry';
import { useSiteOrigin } from '../../../lib/page-meta';

const PARTY = Array.from({ length: 10 }, (_, i) => i);

/**
 * "Ask without booking": WhatsApp and Viber links pre-filled with the package, its dates and the party
 * the visitor picks here (the agency's number from the API's configuration). The page's address joins
 * the message where the origin is known (not while rendering on a server).
 */
export function EnquiryBox({ pkg }: { pkg: PackageQuery['package'] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const contact = useAgencyContactQuery().data?.agencyContact;
  const [adults, setAdults] = useState(Math.max(1, Math.min(9, pkg.persons)));
  const [children, setChildren] = useState(0);
  const origin = useSiteOrigin();
  const pageUrl = origin && `${origin}/aranzhmani/${pkg.id}`;
  if (!contact) return null;

  const party = [t('pkgPage.partyAdults', { count: adults }), ...(children ? [t('pkgPage.partyChildren', { count: children })] : [])].join(t('pkgPage.and'));
  const message = t('pkgPage.enquiryText', {
    title: pkg.title, dates: formatDateRange(pkg.departureDate, pkg.returnDate, i18n.language), airport: pkg.airport.label, party,
  });
  const links = enquiryLinks(contact.phoneDigits, withPageUrl(message, pageUrl));
  const select = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900';
  const link = 'inline-flex flex-1 items-center justify-center rounded-lg px-4 py-2.5 font-semibold text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2';

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('pkgPage.enquire')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('pkgPage.enquireHint')}</p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <label className="text-sm font-medium text-slate-800">
          {t('pkgPage.adults')}
          <select className={select} value={adults} onChange={(e) => setAdults(Number(e.target.value))}>
            {PARTY.slice(1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t('pkgPage.children')}
          <select className={select} value={children} onChange={(e) => setChildren(Number(e.target.value))}>
            {PARTY.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={`${link} bg-emerald-700 hover:bg-emerald-800`}>
          {t('pkgPage.whatsapp')}
        </a>
        <a href={links.viber} className={`${link} bg-violet-700 hover:bg-violet-800`}>
          {t('pkgPage.viber')}
        </a>
      </div>
    </section>
  );
}
