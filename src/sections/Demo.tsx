import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SectionShell } from '../components/SectionShell';

/** The demo dashboard section; its KPIs and chart arrive with the dashboard issue. */
export function Demo() {
  const { t } = useTranslation();
  return (
    <SectionShell
      id="demo"
      tone="dark"
      eyebrow={t('demo.eyebrow')}
      title={t('demo.title')}
      intro={t('demo.intro')}
    />
  );
}
