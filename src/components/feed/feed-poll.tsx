// A poll in a post: a button per option until the viewer votes (one vote each) or the poll closes, then
// the results. The vote's answer carries the new counts.
import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useState } from 'react';
import type { Poll } from '@/contracts/feeds';
import { formatDate } from '@/lib/format-date';
import { useLoginGate } from '@/components/performers/use-follow';
import { getResponseError, notifyError } from '@/lib/notify';
import { feedService } from '@/services/feed.api';

const percentOf = (votes: number, total: number) => (total ? Math.round((votes / total) * 100) : 0);

function Results({ poll }: { poll: Poll }) {
  return (
    <Flex vertical gap={6}>
      {poll.options.map((option) => (
        <div key={option._id} data-testid="feed-poll-result" data-option-id={option._id} data-votes={option.votes}>
          <Flex justify="space-between" gap={8}>
            <Typography.Text strong={poll.votedOptionId === option._id}>
              {option.text} {poll.votedOptionId === option._id ? <CheckCircleFilled aria-label="Your vote" /> : null}
            </Typography.Text>
            <Typography.Text type="secondary">{option.votes === 1 ? '1 vote' : `${option.votes} votes`}</Typography.Text>
          </Flex>
          <Progress percent={percentOf(option.votes, poll.totalVotes)} size="small" showInfo={false} aria-label={`${option.text}: ${percentOf(option.votes, poll.totalVotes)}% of the votes`} />
        </div>
      ))}
    </Flex>
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
    <Flex vertical gap={8} data-testid="feed-poll" data-total-votes={poll.totalVotes}>
      {poll.description ? <Typography.Text strong>{poll.description}</Typography.Text> : null}
      {showResults ? (
        <Results poll={poll} />
      ) : (
        poll.options.map((option) => (
          <Button
            key={option._id}
            block
            loading={voting === option._id}
            disabled={voting !== null}
            onClick={() => gate(() => void vote(option._id))}
            data-testid="feed-poll-vote"
            data-option-id={option._id}
          >
            {option.text}
          </Button>
        ))
      )}
      <Typography.Text type="secondary">
        {poll.totalVotes === 1 ? '1 vote' : `${poll.totalVotes} votes`} · {poll.closed ? 'Closed' : `Ends ${formatDate(poll.expiresAt)}`}
      </Typography.Text>
    </Flex>
  );
}
