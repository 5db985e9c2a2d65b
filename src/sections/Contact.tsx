import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { AlertCircle, CheckCircle2, Clock, Gift, Lock, Send } from 'lucide-react';
import { ButtonLink } from '../components/ButtonLink';
import { EmailAlternative } from '../components/EmailAlternative';
import { FormField } from '../components/FormField';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { SectionShell } from '../components/SectionShell';
import { useContactForm } from '../hooks/useContactForm';
import { useHydrated } from '../hooks/useHydrated';
import { failureWords, needsReload } from '../lib/contact-failure';
import { CONTACT_LIMITS } from '../lib/contact-validation';
import type { ContactField } from '../lib/contact-validation';
import { emailJsConfig } from '../lib/emailjs-config';
import { loadEmailJs, sendContactMessage } from '../lib/emailjs-client';
import { formatInteger } from '../lib/format';
import { localizedHref, toLanguageCode } from '../lib/languages';

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

/** A new copy of the page: what was typed is kept in the tab (src/lib/contact-draft.ts). */
function reloadPage() {
  window.location.reload();
}

/**
 * The name of the field people never see: one no browser autofill or password manager guesses
 * (nothing like name, e-mail, company, website, phone or address), so only a bot fills it.
 */
const TRAP_NAME = 'leave_blank';

interface ContactProps {
  data: Queries.ContactSectionFragment;
  /** The section's id in page-shape.json. */
  id: string;
}

/**
 * The contact section: a form that sends through EmailJS and says truthfully what happened.
 *
 * Its server HTML cannot send: the form posts (never a GET, which would put the message in the
 * address bar, the history and the host's logs) and its button is disabled until JavaScript
 * drives it, first the page's before-code step (Contact.before-code.ts), then this component.
 * Without JavaScript, or when this code cannot be loaded, the form says so and offers the studio's
 * address instead.
 */
export function Contact({ data, id }: ContactProps) {
  const { t, language } = useI18next();
  const form = useContactForm({ companyNotSpecified: t('contact.notSpecified'), send, prepare });
  const { values, errors, status, failure, setValue, controlRef } = form;
  const loading = status === 'loading';
  const hydrated = useHydrated();
  const code = toLanguageCode(language);
  const count = (value: number) => formatInteger(value, code);
  /** What every field derives from its name: id, words, value, limit, error and focus target. */
  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    label: t(`contact.fields.${field}.label`),
    placeholder: t(`contact.fields.${field}.placeholder`),
    value: values[field],
    onChange: (value: string) => setValue(field, value),
    maxLength: CONTACT_LIMITS[field],
    remainingText: (remaining: number) =>
      t('contact.counter.remaining', { remaining: count(remaining) }),
    error: errors[field]
      ? t(`contact.errors.${errors[field]}`, { max: count(CONTACT_LIMITS[field]) })
      : undefined,
    ref: controlRef(field),
  });
  const alternative = (
    <EmailAlternative
      lead={t('contact.alternative.lead')}
      email={data.siteYaml?.email ?? ''}
      subject={t('contact.alternative.subject')}
    />
  );
  const words = failure ? failureWords(failure) : undefined;

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
          method="post"
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

          {/*
           * People never see or reach this field, and assistive technology skips it; a message
           * that fills it is held back (see useContactForm), never reported as sent.
           */}
          <Honeypot aria-hidden="true">
            <label htmlFor="contact-trap">{t('contact.form.honeypot')}</label>
            <input
              id="contact-trap"
              name={TRAP_NAME}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
              ref={form.honeypotRef}
            />
          </Honeypot>

          <Footer>
            {/*
             * Disabled in the server HTML, so the form cannot be sent without JavaScript; the
             * page's before-code step enables it as soon as the page's code runs (it holds an
             * early submit until this code works), which the hydrating render cannot know of.
             * Right after hydrating, React renders it enabled (useHydrated), before any send
             * could disable it, so its own view and the DOM agree from then on.
             */}
            <SubmitButton
              type="submit"
              disabled={!hydrated || loading}
              suppressHydrationWarning
              ref={form.submitRef}
            >
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

            {/* Shown by the before-code step while it holds a submit (data-hold on the section). */}
            <div aria-live="polite">
              <HoldNotice when="waiting">{t('contact.form.holding')}</HoldNotice>
              <HoldNotice when="offline">{t('contact.form.holdingOffline')}</HoldNotice>
            </div>
            <div role="status" aria-live="polite" aria-atomic="true">
              {status === 'success' ? (
                <StatusBox tone="success">
                  <CheckCircle2 aria-hidden="true" focusable="false" />
                  <span>{t('contact.status.success')}</span>
                </StatusBox>
              ) : null}
            </div>
            <div role="alert" aria-atomic="true">
              {status === 'error' && words ? (
                <StatusBox tone="error">
                  <AlertCircle aria-hidden="true" focusable="false" />
                  <span>{t(`contact.status.${words}`)}</span>
                </StatusBox>
              ) : null}
            </div>
          </Footer>

          {/*
           * What to do after a failure: stays until the visitor sends again or edits, while the
           * status box above goes back to idle after 3 s as the spec says.
           */}
          <div aria-live="polite">
            {failure && words && !loading ? (
              <Notice data-recovery={failure}>
                <p>{t(`contact.recovery.${words}`)}</p>
                {needsReload(failure) ? (
                  <ReloadButton type="button" variant="secondary" onClick={reloadPage}>
                    {t('contact.recovery.reload')}
                  </ReloadButton>
                ) : null}
                {alternative}
              </Notice>
            ) : null}
          </div>

          {/*
           * In the server HTML for when the form cannot send: JavaScript is off (html.no-js), or
           * this code could not be loaded (DeferredSection marks the section data-code=
           * "unavailable"; the before-code step makes the button reload the page). CSS shows it.
           */}
          <div aria-live="polite">
            <Fallback>
              <p data-when="no-script">{t('contact.fallback.noScript')}</p>
              <p data-when="unavailable">{t('contact.fallback.unavailable')}</p>
              <ReloadButton
                type="button"
                variant="secondary"
                data-when="unavailable"
                data-reload=""
              >
                {t('contact.recovery.reload')}
              </ReloadButton>
              {alternative}
            </Fallback>
          </div>

          <PrivacyNotice>
            {t('contact.privacyNotice.text')}{' '}
            <a href={localizedHref(code, data.privacyLink?.href ?? '#')}>
              {t('contact.privacyNotice.link')}
            </a>
          </PrivacyNotice>
        </Form>
      </Layout>
    </SectionShell>
  );
}

/**
 * The privacy policy's address: the same link as the footer's (content/footer-links.yaml); the
 * studio's address, the way to reach it when the form cannot send (content/site.yaml).
 */
export const query = graphql`
  fragment ContactSection on Query {
    privacyLink: footerLinksYaml(key: { eq: "privacy" }) {
      href
    }
    siteYaml {
      email
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

  & > [role],
  & > [aria-live] {
    display: contents;
  }

  ${({ theme }) => theme.mq.sm} {
    & > [role] > p,
    & > [aria-live] > p {
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

const HoldNotice = styled.p<{ when: 'waiting' | 'offline' }>`
  display: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};

  [data-hold='${({ when }) => when}'] & {
    display: block;
  }
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-left: ${({ theme }) => `${theme.borders.focus} ${theme.colors.primary}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/**
 * Hidden while the form works. Without JavaScript (html.no-js), or when the section's code could
 * not be loaded (data-code="unavailable" on its wrapper), it shows with the parts of that case.
 */
const Fallback = styled(Notice)`
  display: none;

  html.no-js &,
  [data-code='unavailable'] & {
    display: flex;
  }

  & [data-when] {
    display: none;
  }

  html.no-js & [data-when='no-script'],
  [data-code='unavailable'] & [data-when='unavailable'] {
    display: revert;
  }
`;

const ReloadButton = styled(ButtonLink.withComponent('button'))`
  font-family: inherit;
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
