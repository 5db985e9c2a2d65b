import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { AlertCircle, CheckCircle2, Clock, Gift, Lock, Send } from 'lucide-react';
import { ButtonLink } from '../components/ButtonLink';
import { FormField } from '../components/FormField';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { SectionShell } from '../components/SectionShell';
import { useContactForm } from '../hooks/useContactForm';
import { emailJsConfig } from '../lib/emailjs-config';
import { loadEmailJs, sendContactMessage } from '../lib/emailjs-client';

const PROMISES = [
  { key: 'reply', Icon: Clock },
  { key: 'free', Icon: Gift },
  { key: 'privacy', Icon: Lock },
] as const;

function send(templateParams: Record<string, string>) {
  return sendContactMessage(templateParams, { config: emailJsConfig });
}

function prepare() {
  // Fetch the sending library while the visitor types; a failure here shows up on submit.
  loadEmailJs().catch(() => undefined);
}

interface ContactProps {
  data: Queries.ContactSectionFragment;
  /** The section's id in page-shape.json. */
  id: string;
}

/** The contact section: a form that sends through EmailJS and says truthfully what happened. */
export function Contact({ data, id }: ContactProps) {
  const { t } = useTranslation();
  const form = useContactForm({ companyNotSpecified: t('contact.notSpecified'), send, prepare });
  const { values, errors, status, failure, setValue, controlRef } = form;
  const loading = status === 'loading';
  /** What every field derives from its name: id, words, value, error and focus target. */
  const fieldProps = (field: keyof typeof values) => ({
    id: `contact-${field}`,
    name: field,
    label: t(`contact.fields.${field}.label`),
    placeholder: t(`contact.fields.${field}.placeholder`),
    value: values[field],
    onChange: (value: string) => setValue(field, value),
    error: errors[field] ? t(`contact.errors.${errors[field]}`) : undefined,
    ref: controlRef(field),
  });

  return (
    <SectionShell
      id={id}
      tone="alt"
      eyebrow={t('contact.eyebrow')}
      title={t('contact.title')}
      intro={t('contact.intro')}
    >
      <Layout>
        <Promises aria-labelledby="contact-promises-title">
          <h3 id="contact-promises-title">{t('contact.promises.title')}</h3>
          <ul>
            {PROMISES.map(({ key, Icon }) => (
              <li key={key}>
                <PromiseIcon>
                  <Icon aria-hidden="true" focusable="false" />
                </PromiseIcon>
                <span>{t(`contact.promises.items.${key}`)}</span>
              </li>
            ))}
          </ul>
        </Promises>

        <Form
          noValidate
          aria-label={t('contact.form.label')}
          aria-busy={loading}
          onSubmit={form.onSubmit}
          onFocus={form.onFirstUse}
          onInput={form.onFirstUse}
        >
          <Row>
            <FormField {...fieldProps('name')} autoComplete="name" required />
            <FormField {...fieldProps('email')} type="email" autoComplete="email" required />
          </Row>
          <FormField
            {...fieldProps('company')}
            hint={t('contact.form.optional')}
            autoComplete="organization"
          />
          <FormField {...fieldProps('message')} rows={6} required />

          {/* People never see or reach this field; bots that fill it are silently dropped. */}
          <Honeypot aria-hidden="true">
            <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
            <input
              id="contact-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
              ref={form.honeypotRef}
            />
          </Honeypot>

          <Footer>
            <SubmitButton type="submit" disabled={loading} ref={form.submitRef}>
              {loading ? (
                <>
                  <Spinner aria-hidden="true" />
                  <span>{t('contact.form.sending')}</span>
                </>
              ) : (
                <>
                  <span>{t('contact.form.submit')}</span>
                  <Send aria-hidden="true" focusable="false" />
                </>
              )}
            </SubmitButton>

            <div role="status" aria-live="polite" aria-atomic="true">
              {status === 'success' ? (
                <StatusBox tone="success">
                  <CheckCircle2 aria-hidden="true" focusable="false" />
                  <span>{t('contact.status.success')}</span>
                </StatusBox>
              ) : null}
            </div>
            <div role="alert" aria-atomic="true">
              {status === 'error' ? (
                <StatusBox tone="error">
                  <AlertCircle aria-hidden="true" focusable="false" />
                  <span>
                    {t(
                      failure === 'rate-limit'
                        ? 'contact.status.rateLimited'
                        : 'contact.status.error',
                    )}
                  </span>
                </StatusBox>
              ) : null}
            </div>
          </Footer>

          <PrivacyNotice>
            {t('contact.privacyNotice.text')}{' '}
            <a href={data.privacyLink?.href ?? '#'}>{t('contact.privacyNotice.link')}</a>
          </PrivacyNotice>
        </Form>
      </Layout>
    </SectionShell>
  );
}

/** The privacy policy's address: the same link as the footer's (content/footer-links.yaml). */
export const query = graphql`
  fragment ContactSection on Query {
    privacyLink: footerLinksYaml(key: { eq: "privacy" }) {
      href
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space(12)};
  }
`;

const Promises = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(7)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(4)};
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

const PromiseIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconBox};
  height: ${({ theme }) => theme.sizes.iconBox};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.darkRaised};
  color: ${({ theme }) => theme.colors.accentOnDark};

  svg {
    width: ${({ theme }) => theme.sizes.inlineIcon};
    height: ${({ theme }) => theme.sizes.inlineIcon};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Honeypot = styled(VisuallyHidden.withComponent('div'))``;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.mq.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }

  & > [role] {
    display: contents;
  }

  ${({ theme }) => theme.mq.sm} {
    & > [role] > p {
      flex: 1 1 ${({ theme }) => theme.space(64)};
    }
  }
`;

const SubmitButton = styled(ButtonLink.withComponent('button'))`
  font-family: inherit;

  &:disabled {
    cursor: progress;
    opacity: 0.75;
    transform: none;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.sizes.inlineIcon};
  height: ${({ theme }) => theme.sizes.inlineIcon};
  border: ${({ theme }) => theme.borders.focus} currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  animation: ${spin} ${({ theme }) => theme.durations.slow} linear infinite;

  ${({ theme }) => theme.reducedMotion} {
    animation-duration: calc(${({ theme }) => theme.durations.slow} * 3);
  }
`;

const StatusBox = styled.p<{ tone: 'success' | 'error' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: ${({ theme }) => theme.borders.hairline} currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, tone }) => (tone === 'success' ? theme.colors.positive : theme.colors.negative)};
  background: ${({ theme, tone }) =>
    tone === 'success' ? theme.colors.positiveSoft : theme.colors.negativeSoft};

  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.inlineIcon};
    height: ${({ theme }) => theme.sizes.inlineIcon};
    margin-top: ${({ theme }) => theme.space(0.5)};
  }
`;

const PrivacyNotice = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;
