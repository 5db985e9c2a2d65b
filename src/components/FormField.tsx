import { useState, type InputHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { SvgIcon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';
import type { ContactForm } from '../hooks/useContactForm';
import { CONTACT_LIMITS, characterCount, type ContactField } from '../lib/contact';
import { formatInteger } from '../lib/format';
import { toLanguageCode } from '../lib/languages';

type ControlProps = 'required' | 'type' | 'autoComplete';
interface FormFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, ControlProps> {
  name: ContactField;
  /** The contact form's state (useContactForm): the field's value and error. */
  form: ContactForm;
  rows?: number;
}

// A labelled control ("(optional)" unless required) with its error underneath and, near its limit,
// the characters left: beside the label, in its description, announced at 20 %, 10 % and none left.
export function FormField({ name, form, rows, ...control }: FormFieldProps) {
  const { t, language } = useI18next();
  const id = `contact-${name}`;
  const value = form.values[name];
  const maxLength = CONTACT_LIMITS[name];
  const number = (figure: number) => formatInteger(figure, toLanguageCode(language));
  const count = characterCount(value.length, maxLength);
  // Formatted only once shown: a page's first Intl formatter is a long task while hydrating.
  const counterText = count.shown
    ? t('contact.counter.remaining', { remaining: number(count.remaining) })
    : '';
  const reason = form.errors[name];
  const error = reason && t(`contact.errors.${reason}`, { max: number(maxLength) });
  // The live region's text, kept per step (set during render: React's state-from-props pattern).
  const [announced, setAnnounced] = useState({ step: count.step, text: counterText });
  if (announced.step !== count.step) setAnnounced({ step: count.step, text: counterText });
  const describedBy = [error && `${id}-error`, count.shown && `${id}-counter`].filter(Boolean);
  const shared = {
    name,
    placeholder: t(`contact.fields.${name}.placeholder`),
    ...control,
    id,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.join(' ') || undefined,
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  };
  return (
    <Field>
      <LabelRow>
        <Label htmlFor={id}>
          {t(`contact.fields.${name}.label`)}
          {control.required ? null : <Hint>{` ${t('contact.form.optional')}`}</Hint>}
        </Label>
        {count.shown ? (
          <Counter id={`${id}-counter`} atLimit={count.remaining === 0}>
            {counterText}
          </Counter>
        ) : null}
      </LabelRow>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announced.text}
      </VisuallyHidden>
      {rows ? <TextArea {...shared} rows={rows} /> : <Input {...shared} />}
      {error ? <FieldError id={`${id}-error`} text={error} /> : null}
    </Field>
  );
}

export const FieldError = ({ text, ...props }: { id: string; text: string; role?: 'alert' }) => (
  <ErrorText {...props}>
    <ErrorIcon name="alertCircle" />
    <span>{text}</span>
  </ErrorText>
);

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Counter = styled.span<{ atLimit: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;

  ${({ theme, atLimit }) =>
    atLimit ? `color:${theme.colors.negative};font-weight:${theme.fontWeights.semibold};` : ''}
`;

const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.controlBorder}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  &::placeholder {
    color: ${({ theme }) => theme.colors.placeholder};
    opacity: 1;
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 ${({ theme }) => `${theme.space(1)} ${theme.colors.primarySoft}`};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.negative};
  }
`;

const TextArea = Input.withComponent('textarea');

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.negative};
`;

const ErrorIcon = styled(SvgIcon)`
  flex: none;
  width: 1em;
  height: 1em;
  margin-top: ${({ theme }) => theme.space(0.5)};
`;
