import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CardNote, CardText, CardTitle } from '../components/Card';
import { SectionShell, type SectionProps } from '../components/SectionShell';

export function Process({ data, id }: SectionProps<Queries.ProcessSectionFragment>) {
  const { t } = useTranslation();
  const steps = data.allProcessStepsYaml.nodes;
  return (
    <SectionShell
      id={id}
      words="process"
      tone="alt"
      sampleLabel={steps.some((step) => step.sample) ? t('process.sample') : undefined}
    >
      <Steps role="list">
        {steps.map((step) => (
          <Step key={step.key}>
            <CardTitle>{step.title}</CardTitle>
            <CardText>{step.description}</CardText>
            {step.duration ? (
              <CardNote>
                {`${t('process.durationLabel')} `}
                <strong>{step.duration}</strong>
              </CardNote>
            ) : null}
          </Step>
        ))}
      </Steps>
    </SectionShell>
  );
}

export const query = graphql`
  fragment ProcessSection on Query {
    allProcessStepsYaml {
      nodes {
        key
        title(language: $language)
        description(language: $language)
        duration(language: $language)
        sample
      }
    }
  }
`;

/** The steps in order, each numbered by the list itself: the numbers are the browser's. */
const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  counter-reset: step;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
`;

const Step = styled.li`
  --card-muted: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  counter-increment: step;

  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.sizes.iconBox};
    height: ${({ theme }) => theme.sizes.iconBox};
    margin-bottom: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
`;
