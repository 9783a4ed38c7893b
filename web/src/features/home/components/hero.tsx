import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { contactLinks } from './contact-links';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-sky-600 via-sky-500 to-cyan-400 text-white">
      <div aria-hidden="true" className="absolute -right-24 -top-24 size-96 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-80 rounded-full bg-white/10" />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">{t('app.name')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-sky-50 sm:text-xl">{t('home.tagline')}</p>
        <ul className="mt-8 flex flex-wrap gap-3">
          {contactLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-sky-700 shadow-md hover:bg-sky-50"
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
