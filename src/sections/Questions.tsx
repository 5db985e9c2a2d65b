import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SectionShell, type SectionProps } from '../components/SectionShell';

// Native disclosures: they open without JavaScript, and find-in-page opens the one it finds in.
export function Questions({ data, id }: SectionProps<Queries.QuestionsSectionFragment>) {
  const { t } = useTranslation();
  const questions = data.allQuestionsYaml.nodes;
  return (
    <SectionShell
      id={id}
      words="questions"
      sampleLabel={
        questions.some((question) => question.sample) ? t('questions.sample') : undefined
      }
    >
      <List>
        {questions.map((question) => (
          <Question key={question.key} open={question.open ?? false}>
            <Summary>{question.question}</Summary>
            {/* Rendered from the editors' Markdown by the build, which escapes any HTML in it. */}
            <Answer dangerouslySetInnerHTML={{ __html: question.answerHtml }} />
          </Question>
        ))}
      </List>
    </SectionShell>
  );
}

export const query = graphql`
  fragment QuestionsSection on Query {
    allQuestionsYaml {
      nodes {
        key
        question(language: $language)
        answerHtml(language: $language)
        open
        sample
      }
    }
  }
`;

const List = styled.div`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: 0 auto;
`;

const Question = styled.details`
  border-bottom: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const Answer = styled.div`
  padding-bottom: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};

  & p + p {
    margin-top: ${({ theme }) => theme.space(3)};
  }

  & a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
