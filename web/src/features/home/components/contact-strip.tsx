import { useTranslation } from '../../../lib/i18n/translation';
import { Icon } from '../../../components/ui/icon';
import { contactLinks } from './contact-links';

/** Call Center, WhatsApp, Viber (UI-CONTENT "Contact buttons"). */
export function ContactStrip() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="contact-heading" className="bg-sky-800 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="contact-heading" className="text-2xl font-bold">
            {t('offers.contactTitle')}
          </h2>
          <p className="mt-1 text-sky-50">{t('offers.contactText')}</p>
        </div>
        <ul className="flex flex-wrap gap-3">
          {contactLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-sky-800 shadow-md hover:bg-sky-50"
              >
                <Icon name={link.icon} className="size-4" />
                {t(link.key)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
