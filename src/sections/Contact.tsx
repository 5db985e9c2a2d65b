import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { AlertCircle, CheckCircle2, Clock, Gift, LoaderCircle, Lock, Send } from 'lucide';
import { ButtonLink } from '../components/ButtonLink';
import { FieldError, FormField } from '../components/FormField';
import { SvgIcon } from '../components/Icon';
import { SectionShell } from '../components/SectionShell';
import type { SectionProps } from '../components/SectionShell';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { recaptchaSiteKey, useContactForm } from '../hooks/useContactForm';
import { useHydrated } from '../hooks/useHydrated';
import { CONTACT_LIMITS, mailtoHref } from '../lib/contact';
import type { ContactField } from '../lib/contact';
import { formatInteger } from '../lib/format';
import { localizedHref, toLanguageCode } from '../lib/languages';

const PROMISES = [
  { key: 'reply', icon: Clock },
  { key: 'free', icon: Gift },
  { key: 'privacy', icon: Lock },
] as const;

// Static HTML cannot send: it posts (never a GET, which would put the message in a URL) and the button
// is disabled until React drives it; without JS it offers the studio's address.
export function Contact({ data, id }: SectionProps<Queries.ContactSectionFragment>) {
  const { t, language } = useI18next();
  const code = toLanguageCode(language);
  const form = useContactForm(t('contact.notSpecified'), code);
  const { values, errors, status, failure } = form;
  const recaptcha = !!recaptchaSiteKey(); // `!!''` folds at build time, `Boolean('')` does not
  const loading = status === 'loading';
  const hydrated = useHydrated();
  const count = (value: number) => formatInteger(value, code);
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    label: t(`contact.fields.${name}.label`),
    placeholder: t(`contact.fields.${name}.placeholder`),
    value: values[name],
    onChange: (value: string) => form.setValue(name, value),
    maxLength: CONTACT_LIMITS[name],
    remainingText: (remaining: number) =>
      t('contact.counter.remaining', { remaining: count(remaining) }),
    error:
      errors[name] && t(`contact.errors.${errors[name]}`, { max: count(CONTACT_LIMITS[name]) }),
    ref: form.controlRef(name),
  });
  const email = data.siteYaml?.email ?? '';
  const alternative = (
    <p>
      {t('contact.alternative.lead')}{' '}
      <a href={mailtoHref(email, t('contact.alternative.subject'))}>{email}</a>
    </p>
  );

  return (
    <SectionShell
      id={id}
      tone="alt"
      eyebrow={t('contact.eyebrow')}
      title={t('contact.title')}
      intro={t('contact.intro')}
    >
      <Layout>
        <aside aria-labelledby="contact-promises-title">
          <h3 id="contact-promises-title">{t('contact.promises.title')}</h3>
          <ul role="list">
            {PROMISES.map(({ key, icon }) => (
              <li key={key}>
                <SvgIcon icon={icon} />
                <span>{t(`contact.promises.items.${key}`)}</span>
              </li>
            ))}
          </ul>
        </aside>

        <form
          method="post"
          noValidate
          aria-label={t('contact.form.label')}
          aria-busy={loading}
          onSubmit={form.onSubmit}
          onFocus={form.prepare}
          onInput={form.startTyping}
        >
          <div>
            <FormField {...field('name')} autoComplete="name" required />
            <FormField {...field('email')} type="email" autoComplete="email" required />
          </div>
          <FormField
            {...field('company')}
            hint={t('contact.form.optional')}
            autoComplete="organization"
          />
          <FormField {...field('message')} rows={6} required />

          {/* Out of sight, focus and the accessibility tree, with a name no autofill guesses. */}
          <VisuallyHidden aria-hidden="true">
            <label htmlFor="contact-trap">{t('contact.form.honeypot')}</label>
            <input
              id="contact-trap"
              name="leave_blank"
              tabIndex={-1}
              autoComplete="off"
              ref={form.trapRef}
            />
          </VisuallyHidden>

          {recaptcha ? <Captcha ref={form.captchaRef} tabIndex={-1} /> : null}
          {errors.captcha ? (
            <FieldError
              id="contact-captcha-error"
              role="alert"
              text={t('contact.errors.captchaRequired')}
            />
          ) : null}

          <Footer>
            {/* Disabled in the static HTML; enabled by the first render after hydrating. */}
            <Button type="submit" disabled={!hydrated || loading} ref={form.submitRef}>
              <span>{t(loading ? 'contact.form.sending' : 'contact.form.submit')}</span>
              {loading ? <Spinner icon={LoaderCircle} /> : <SvgIcon icon={Send} />}
            </Button>
            {Object.values(values).some(Boolean) && !loading ? (
              <Button type="button" variant="secondary" onClick={form.discard}>
                {t('contact.draft.discard')}
              </Button>
            ) : null}
            <div role="status" aria-live="polite" aria-atomic="true">
              {status === 'success' ? (
                <StatusBox tone="positive">
                  <SvgIcon icon={CheckCircle2} />
                  <span>{t('contact.status.success')}</span>
                </StatusBox>
              ) : null}
              {form.discarded ? (
                <VisuallyHidden>{t('contact.draft.discarded')}</VisuallyHidden>
              ) : null}
            </div>
            {/* The client's failure text first, then the reason (the generic 'error' has none). */}
            <div role="alert" aria-atomic="true">
              {status === 'error' && failure ? (
                <StatusBox tone="negative">
                  <SvgIcon icon={AlertCircle} />
                  <span>
                    <strong>{t('contact.status.error')}</strong>
                    {failure === 'error' ? null : ` ${t(`contact.status.${failure}`)}`}
                  </span>
                </StatusBox>
              ) : null}
            </div>
          </Footer>

          {/* What to do next: stays after the status box's 3 s, until an edit or a new send. */}
          <div aria-live="polite">
            {failure && !loading ? (
              <Notice data-recovery={failure}>
                <p>{t(`contact.recovery.${failure}`)}</p>
                {failure === 'unavailable' ? (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => window.location.reload()}
                  >
                    {t('contact.recovery.reload')}
                  </Button>
                ) : null}
                {alternative}
              </Notice>
            ) : null}
          </div>

          <NoScript>
            <p>{t('contact.fallback.noScript')}</p>
            {alternative}
          </NoScript>

          <p>
            {t('contact.privacyNotice.text')}{' '}
            {recaptcha ? `${t('contact.privacyNotice.recaptcha')} ` : null}
            <a href={localizedHref(code, data.privacyLink?.href ?? '#')}>
              {t('contact.privacyNotice.link')}
            </a>
          </p>
        </form>
      </Layout>
    </SectionShell>
  );
}

/** The privacy policy's link (as the footer's) and the studio's address (content/site.yaml). */
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

  /* The promises beside the form. */
  > aside {
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
    }

    ul {
      display: grid;
      gap: ${({ theme }) => theme.space(4)};
    }

    li {
      display: flex;
      align-items: center;
      gap: ${({ theme }) => theme.space(3)};
      color: ${({ theme }) => theme.colors.onDarkMuted};
    }

    svg {
      flex: none;
      box-sizing: content-box;
      width: ${({ theme }) => theme.sizes.inlineIcon};
      height: ${({ theme }) => theme.sizes.inlineIcon};
      padding: calc((${({ theme }) => `${theme.sizes.iconBox} - ${theme.sizes.inlineIcon}`}) / 2);
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.darkRaised};
      color: ${({ theme }) => theme.colors.accentOnDark};
    }
  }

  > form {
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

    /* Name and email side by side. */
    > div:first-child {
      display: grid;
      gap: ${({ theme }) => theme.space(5)};
    }

    ${({ theme }) => theme.mq.sm} {
      > div:first-child {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    }

    /* The privacy notice. */
    > p:last-child {
      max-width: ${({ theme }) => theme.sizes.prose};
      font-size: ${({ theme }) => theme.fontSizes.sm};
      color: ${({ theme }) => theme.colors.textMuted};
    }

    > p:last-child a {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

/** The button and the status boxes in a row on wider screens, the boxes taking what is left. */
const Footer = styled.div`
  display: flex;
  flex-flow: column;
  gap: ${({ theme }) => theme.space(4)};

  & > [role] {
    display: contents;
  }

  ${({ theme }) => theme.mq.sm} {
    flex-flow: row wrap;
    align-items: center;

    & > [role] > p {
      flex: 1 1 ${({ theme }) => theme.space(64)};
    }
  }
`;

/** Room for Google's checkbox (304 × 78 px) before it loads: nothing moves when it appears. */
const Captcha = styled.div`
  min-height: 78px;
`;

const Button = ButtonLink.withComponent('button');

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(SvgIcon)`
  animation: ${spin} ${({ theme }) => theme.durations.slow} linear infinite;
`;

const StatusBox = styled.p<{ tone: 'positive' | 'negative' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: ${({ theme }) => theme.borders.hairline} currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, tone }) => theme.colors[tone]};
  background: ${({ theme, tone }) => theme.colors[`${tone}Soft`]};

  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.inlineIcon};
    height: ${({ theme }) => theme.sizes.inlineIcon};
    margin-top: ${({ theme }) => theme.space(0.5)};
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

  /* The alternative: write to the studio. */
  p ~ p a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

/** Shown only without JavaScript (gatsby-ssr.tsx marks the page html.no-js until it runs). */
const NoScript = styled(Notice)`
  display: none;

  html.no-js & {
    display: flex;
  }
`;
