import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PromptHints } from '../../../components/ui/PromptHints';
import type { AssistantAnswer } from '../api/types';
import { splitAnswer } from '../answer-text';
import { insightPagePath } from '../paths';

/**
 * The server's answer as it wrote it, each [n] a link to its quote in its insight's page, then the
 * insights it names. An answer naming none says so itself; the hints help to ask otherwise.
 */
export function AnswerView({ namespace, answer, onFollowLink }: { namespace: string; answer: AssistantAnswer; onFollowLink: () => void }) {
  const { t } = useTranslation('assistant');
  const citations = new Map(answer.citations.map((citation) => [citation.number, citation]));
  const parts = splitAnswer(answer.answer, new Set(citations.keys()));

  return (
    <div className="assistant-answer">
      <p className="assistant-answer__text">
        <span className="visually-hidden">{t('answer.label')}: </span>
        {parts.map((part, index) => {
          if (part.kind === 'text') return <span key={index}>{part.text}</span>;
          const citation = citations.get(part.number)!;
          return (
            <Link
              key={index}
              className="assistant-citation"
              to={insightPagePath(namespace, citation.recommendation_id, citation.snippet_id)}
              // Named in words ("Quote 1"), which hold the visible number: a hidden text inside the
              // link would make it span two lines where [n] begins one.
              aria-label={t('answer.citation', { number: part.number })}
              onClick={onFollowLink}
            >
              [{part.number}]
            </Link>
          );
        })}
      </p>
      {answer.answered_by === 'model' && <p className="muted">{t('answer.byModel')}</p>}
      {answer.model_failed && <p className="muted">{t('answer.modelFailed')}</p>}
      {answer.recommendations.length > 0 ? (
        <section className="assistant-answer__insights" aria-label={t('answer.insights')}>
          <h3>{t('answer.insights')}</h3>
          <ul>
            {answer.recommendations.map((recommendation) => (
              <li key={recommendation.recommendation_id} className="assistant-insight">
                <Link to={insightPagePath(namespace, recommendation.recommendation_id)} onClick={onFollowLink}>
                  {recommendation.title}
                </Link>
                <p>{recommendation.summary}</p>
                <p className="muted">{t('answer.mentions', { count: recommendation.snippet_count })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className="assistant-answer__no-match">
          <PromptHints />
        </div>
      )}
    </div>
  );
}
