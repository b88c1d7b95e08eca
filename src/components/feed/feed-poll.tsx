// A poll in a post: a button per option until the viewer votes (one vote each) or the poll closes, then
// the results. The vote's answer carries the new counts. Bars, buttons and text are plain elements (antd's class
// names, and the classes of feed-card.module.css), so the timeline's first load carries no Progress, Button,
// Typography or Flex.
import { useState } from 'react';
import { PlainIcon } from '@/components/common/plain-icon';
import { CheckCircleFilled, LoadingOutlined } from '@/components/common/plain-icon-outlines';
import { PlainProgress } from '@/components/common/plain-marks';
import { PlainButton } from '@/components/common/plain-button';
import type { Poll } from '@/contracts/feeds';
import { formatDate } from '@/lib/format-date';
import { useLoginGate } from '@/components/performers/use-follow';
import { getResponseError, notifyError } from '@/lib/notify';
import { feedService } from '@/services/feed.api';
import styles from './feed-card.module.css';

const percentOf = (votes: number, total: number) => (total ? Math.round((votes / total) * 100) : 0);

function Results({ poll }: { poll: Poll }) {
  return (
    <div className={styles.results}>
      {poll.options.map((option) => (
        <div key={option._id} data-testid="feed-poll-result" data-option-id={option._id} data-votes={option.votes}>
          <div className={styles.resultRow}>
            <span className={poll.votedOptionId === option._id ? styles.strong : undefined}>
              {option.text} {poll.votedOptionId === option._id ? <PlainIcon icon={CheckCircleFilled} aria-label="Your vote" /> : null}
            </span>
            <span className={styles.muted}>{option.votes === 1 ? '1 vote' : `${option.votes} votes`}</span>
          </div>
          <PlainProgress percent={percentOf(option.votes, poll.totalVotes)} showInfo={false} aria-label={`${option.text}: ${percentOf(option.votes, poll.totalVotes)}% of the votes`} />
        </div>
      ))}
    </div>
  );
}

export function FeedPoll({ poll: initial }: { poll: Poll }) {
  const [poll, setPoll] = useState(initial);
  const [voting, setVoting] = useState<string | null>(null);
  const gate = useLoginGate();
  const showResults = poll.closed || poll.votedOptionId !== null;

  async function vote(optionId: string) {
    setVoting(optionId);
    try {
      setPoll((await feedService.vote(poll._id, optionId)).data);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setVoting(null);
    }
  }

  return (
    <div className={styles.poll} data-testid="feed-poll" data-total-votes={poll.totalVotes}>
      {poll.description ? <strong className={styles.strong}>{poll.description}</strong> : null}
      {showResults ? (
        <Results poll={poll} />
      ) : (
        poll.options.map((option) => (
          <PlainButton
            key={option._id}
            block
            icon={voting === option._id ? <PlainIcon icon={LoadingOutlined} /> : undefined}
            className={voting === option._id ? 'ant-btn-loading' : undefined}
            disabled={voting !== null}
            onClick={() => gate(() => void vote(option._id))}
            data-testid="feed-poll-vote"
            data-option-id={option._id}
          >
            {option.text}
          </PlainButton>
        ))
      )}
      <span className={styles.muted}>
        {poll.totalVotes === 1 ? '1 vote' : `${poll.totalVotes} votes`} · {poll.closed ? 'Closed' : `Ends ${formatDate(poll.expiresAt)}`}
      </span>
    </div>
  );
}
