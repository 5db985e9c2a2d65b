import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SectionShell } from '../components/SectionShell';

/** The contact section; its form arrives with the contact issue. */
export function Contact() {
  const { t } = useTranslation();
  return (
    <SectionShell
      id="contact"
      eyebrow={t('contact.eyebrow')}
      title={t('contact.title')}
      intro={t('contact.intro')}
    />
  );
}
