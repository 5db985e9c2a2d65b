import { forwardRef } from 'react';
import type { ChangeEvent } from 'react';
import styled from '@emotion/styled';
import { AlertCircle } from 'lucide-react';
import { VisuallyHidden } from './VisuallyHidden';
import { useStepAnnouncement } from '../hooks/useStepAnnouncement';
import { characterCount } from '../lib/character-count';

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  /** The error text; when set the control is marked invalid and described by it. */
  error?: string;
  placeholder?: string;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** The most characters the control takes (its maxlength), counted down from 80 % of it. */
  maxLength?: number;
  /** The counter's words for a number of characters left ("Characters left: 120"). */
  remainingText?: (remaining: number) => string;
}

type ControlElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A labelled text control with its validation message underneath and, near its length limit, how
 * many characters are left: shown beside the label (so nothing moves), part of the control's
 * description, and announced to screen readers only at 20 %, 10 % and none left.
 */
export const FormField = forwardRef<ControlElement, FormFieldProps>(function FormField(
  {
    id,
    name,
    label,
    hint,
    value,
    onChange,
    error,
    placeholder,
    required,
    type = 'text',
    autoComplete,
    rows,
    maxLength,
    remainingText = String,
  },
  ref,
) {
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const count = maxLength === undefined ? undefined : characterCount(value.length, maxLength);
  const counterText = count ? remainingText(count.remaining) : '';
  const announcement = useStepAnnouncement(count?.step, counterText);
  const describedBy = [error ? errorId : '', count?.shown ? counterId : ''].filter(Boolean);
  const shared = {
    id,
    name,
    value,
    placeholder,
    required,
    autoComplete,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    onChange: (event: ChangeEvent<ControlElement>) => onChange(event.target.value),
  };
  return (
    <Field>
      <LabelRow>
        <Label htmlFor={id}>
          {label}
          {hint ? <Hint> {hint}</Hint> : null}
        </Label>
        {count?.shown ? (
          <Counter id={counterId} data-at-limit={count.remaining === 0 ? '' : undefined}>
            {counterText}
          </Counter>
        ) : null}
      </LabelRow>
      {maxLength === undefined ? null : (
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      )}
      {rows ? (
        <TextArea {...shared} rows={rows} ref={ref as React.Ref<HTMLTextAreaElement>} />
      ) : (
        <Input {...shared} type={type} ref={ref as React.Ref<HTMLInputElement>} />
      )}
      {error ? (
        <ErrorText id={errorId}>
          <AlertCircle aria-hidden="true" focusable="false" />
          <span>{error}</span>
        </ErrorText>
      ) : null}
    </Field>
  );
});

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
`;

const Counter = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;

  &[data-at-limit] {
    color: ${({ theme }) => theme.colors.negative};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.controlBorder}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: ${({ theme }) => theme.lineHeights.snug};
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    box-shadow ${({ theme }) => theme.durations.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.placeholder};
    opacity: 1;
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.negative};
  }

  &[aria-invalid='true']:focus-visible {
    box-shadow: 0 0 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.colors.negativeSoft};
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

  svg {
    flex: none;
    width: ${({ theme }) => theme.fontSizes.base};
    height: ${({ theme }) => theme.fontSizes.base};
    margin-top: ${({ theme }) => theme.space(0.5)};
  }
`;
