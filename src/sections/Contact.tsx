import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { InlineIcon, ButtonLink } from '../components/ButtonLink';
import { CardTitle } from '../components/Card';
import { FieldError, FormField } from '../components/FormField';
import { SectionShell, type SectionProps } from '../components/SectionShell';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { useContactForm } from '../hooks/useContactForm';
import { useHydrated } from '../hooks/useHydrated';
import { ANALYTICS_EVENTS, trackEvent } from '../lib/analytics';
import { bookingService } from '../lib/booking';
import { chooseEngagement, useChosenEngagement } from '../lib/engagement-choice';
import { mailtoHref } from '../lib/contact';
import { localizedHref, toLanguageCode } from '../lib/languages';

const PROMISES = [
  { key: 'reply', icon: 'clock' },
  { key: 'free', icon: 'gift' },
  { key: 'privacy', icon: 'lock' },
] as const;

// Static HTML cannot send: it posts (never a GET, which would put the message in a URL) and the button
// is disabled until React drives it; without JS it offers the studio's address.
type ContactProps = SectionProps<Queries.ContactSectionFragment> & {
  /** The case study whose page holds the form: its id (for the counts) and its name in the message. */
  projectId?: string;
  projectName?: string;
};

export function Contact({ data, id, projectId, projectName }: ContactProps) {
  const { t, language } = useI18next();
  const code = toLanguageCode(language);
  const chosen = useChosenEngagement();
  const pageWords = {
    companyNotSpecified: t('contact.notSpecified'),
    project: projectName ?? t('contact.noProject'),
    engagement: chosen?.title ?? t('contact.engagement.none'),
  };
  // Where a message, a booking or an e-mail comes from, for the counts (src/lib/analytics.ts).
  const from = chosen ? `pricing/${chosen.id}` : projectId ? `work/${projectId}` : 'home';
  const form = useContactForm(pageWords, code, from);
  const { values, errors, status, failure } = form;
  const recaptcha = Boolean(process.env.GATSBY_RECAPTCHA_SITE_KEY);
  const loading = status === 'loading';
  const hydrated = useHydrated();
  const reload = () => window.location.reload();
  const email = data.siteYaml?.email ?? '';
  const bookingUrl = data.siteYaml?.bookingUrl;
  // The content check refuses a footer-links.yaml without its "privacy" entry (content-model.ts).
  const privacyHref = data.privacyLink?.href;
  if (!privacyHref) throw new Error('content/footer-links.yaml has no entry "privacy"');
  const alternative = (
    <p>
      {`${t('contact.alternative.lead')} `}
      <AlternativeLink
        href={mailtoHref(email, t('contact.alternative.subject'))}
        onClick={() => trackEvent(ANALYTICS_EVENTS.emailLinkOpened, { from })}
      >
        {email}
      </AlternativeLink>
    </p>
  );

  return (
    <SectionShell id={id} words="contact" tone="alt">
      <Layout>
        <Promises aria-labelledby="contact-promises-title">
          <CardTitle id="contact-promises-title">{t('contact.promises.title')}</CardTitle>
          <PromiseList role="list">
            {PROMISES.map(({ key, icon }) => (
              <Promise key={key}>
                <PromiseIcon name={icon} />
                <span>{t(`contact.promises.items.${key}`)}</span>
              </Promise>
            ))}
          </PromiseList>
          {bookingUrl ? (
            <Booking>
              {`${t('contact.booking.lead')} `}
              <BookingLink
                href={bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => trackEvent(ANALYTICS_EVENTS.bookingLinkOpened, { from })}
              >
                {t('contact.booking.link', { service: bookingService(bookingUrl) })}
                <VisuallyHidden>{` ${t('contact.booking.newTab')}`}</VisuallyHidden>
                <InlineIcon name="arrowRight" />
              </BookingLink>
            </Booking>
          ) : null}
        </Promises>

        <Form
          method="post"
          noValidate
          aria-label={t('contact.form.label')}
          aria-busy={loading}
          onSubmit={form.onSubmit}
          onFocus={form.prepare}
          onInput={form.startTyping}
        >
          <NameAndEmail>
            <FormField form={form} name="name" autoComplete="name" required />
            <FormField form={form} name="email" type="email" autoComplete="email" required />
          </NameAndEmail>
          <FormField form={form} name="company" autoComplete="organization" />
          {chosen ? (
            <Chosen>
              <span>{t('contact.engagement.label', { title: chosen.title })}</span>
              <Unchoose
                type="button"
                aria-label={t('contact.engagement.remove')}
                onClick={() => chooseEngagement(undefined)}
              >
                <InlineIcon name="close" />
              </Unchoose>
            </Chosen>
          ) : null}
          <FormField form={form} name="message" rows={6} required />

          {/* Out of sight, focus and the accessibility tree, with a name no autofill guesses. */}
          <VisuallyHidden aria-hidden="true">
            <label htmlFor="contact-trap">{t('contact.form.honeypot')}</label>
            <input id="contact-trap" name="leave_blank" tabIndex={-1} autoComplete="off" />
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
            <Button type="submit" disabled={!hydrated || loading} ref={form.submitRef}>
              <span>{t(loading ? 'contact.form.sending' : 'contact.form.submit')}</span>
              {loading ? <Spinner name="loader" /> : <InlineIcon name="send" />}
            </Button>
            {Object.values(values).some(Boolean) && !loading ? (
              <Button type="button" variant="secondary" onClick={form.discard}>
                {t('contact.draft.discard')}
              </Button>
            ) : null}
            <LiveRegion role="status" aria-live="polite" aria-atomic="true">
              {status === 'success' ? (
                <StatusBox tone="positive">
                  <StatusIcon name="checkCircle" />
                  <span>{t('contact.status.success')}</span>
                </StatusBox>
              ) : null}
              {form.discarded ? (
                <VisuallyHidden>{t('contact.draft.discarded')}</VisuallyHidden>
              ) : null}
            </LiveRegion>
            {/* The client's failure text first, then the reason (the generic 'error' has none). */}
            <LiveRegion role="alert" aria-atomic="true">
              {status === 'error' && failure ? (
                <StatusBox tone="negative">
                  <StatusIcon name="alertCircle" />
                  <span>
                    <strong>{t('contact.status.error')}</strong>
                    {failure === 'error' ? null : ` ${t(`contact.status.${failure}`)}`}
                  </span>
                </StatusBox>
              ) : null}
            </LiveRegion>
          </Footer>

          {/* What to do next: stays after the status box's 3 s, until an edit or a new send. */}
          <div aria-live="polite">
            {failure && !loading ? (
              <Notice data-recovery={failure}>
                <p>{t(`contact.recovery.${failure}`)}</p>
                {failure === 'unavailable' ? (
                  <Button type="button" variant="secondary" onClick={reload}>
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

          <PrivacyNotice>
            {`${t('contact.privacyNotice.text')} `}
            {recaptcha ? `${t('contact.privacyNotice.recaptcha')} ` : null}
            <PrivacyLink href={localizedHref(code, privacyHref)}>
              {t('contact.privacyNotice.link')}
            </PrivacyLink>
          </PrivacyNotice>
        </Form>
      </Layout>
    </SectionShell>
  );
}

// privacyLink: the footer link the content check requires (requiredEntries in content-model.ts).
export const query = graphql`
  fragment ContactSection on Query {
    privacyLink: footerLinksYaml(key: { eq: "privacy" }) {
      href
    }
    siteYaml {
      email
      bookingUrl
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
`;

const PromiseList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Promise = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const PromiseIcon = styled(InlineIcon)`
  flex: none;
  box-sizing: content-box;
  padding: calc((${({ theme }) => `${theme.sizes.iconBox} - ${theme.sizes.inlineIcon}`}) / 2);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.darkRaised};
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

/** The studio's booking page, beside the form: on the dark panel, in its accent. */
const Booking = styled.p`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.darkBorder}`};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const BookingLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

/** The engagement a card's button named: shown, so the visitor knows the message says it. */
const Chosen = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Unchoose = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 0;
  background: none;
  cursor: pointer;
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

const NameAndEmail = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const PrivacyNotice = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PrivacyLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
`;

const Footer = styled.div`
  display: flex;
  flex-flow: column;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.mq.sm} {
    flex-flow: row wrap;
    align-items: center;
  }
`;

/** A live region whose box, if any, lays out as the row's own item. */
const LiveRegion = styled.div`
  display: contents;
`;

/** Room for Google's checkbox (304 × 78 px) before it loads: nothing moves when it appears. */
const Captcha = styled.div`
  min-height: 78px;
`;

const Button = ButtonLink.withComponent('button');

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(InlineIcon)`
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
  background: ${({ theme, tone }) =>
    tone === 'positive' ? theme.colors.positiveSoft : theme.colors.negativeSoft};

  ${({ theme }) => theme.mq.sm} {
    flex: 1 1 ${({ theme }) => theme.space(64)};
  }
`;

const StatusIcon = styled(InlineIcon)`
  flex: none;
  margin-top: ${({ theme }) => theme.space(0.5)};
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

const AlternativeLink = styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** Shown only without JavaScript (gatsby-ssr.tsx marks the page html.no-js until it runs). */
const NoScript = styled(Notice)`
  display: none;

  html.no-js & {
    display: flex;
  }
`;
