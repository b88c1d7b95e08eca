// /admin/performers/[id]: one performer's profile and ID photos (through signed URLs only admins get),
// with Verify and Reject, or for a verified performer who verified them and when, and Revoke verification.
// The performer is emailed each time; only verified performers appear in search.
import { ArrowLeftOutlined, CheckOutlined, CloseOutlined, IdcardOutlined, StopOutlined } from '@ant-design/icons';
import { Avatar, Button, Col, Descriptions, Empty, Flex, Image, Row, Skeleton } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { useState } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { countryName } from '@/components/common/countries';
import { PlainCard } from '@/components/layout/plain-card';
import { formatDate } from '@/lib/format-date';
import { optionFieldLabels, optionLabel, performerOptionFields } from '@/contracts/performer-options';
import { documentTypes } from '@/contracts/list-values';
import type { AdminPerformer } from '@/contracts/performers';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useResource } from '@/hooks/use-resource';
import { adminPerformersService } from '@/services/admin-performers.api';
import { AdminSection } from './admin-section';
import { CommissionOverride } from './commission-override';
import { RejectModal } from './reject-modal';
import { RevokeModal } from './revoke-modal';
import { VerificationTag } from './verification-tag';

export const PERFORMER_VERIFIED = 'Performer verified: they now appear in search.';
export const PERFORMER_REJECTED = 'Performer rejected: we emailed them the reason.';
export const PERFORMER_REVOKED = 'Verification revoked: the performer is out of search, and we emailed them the reason.';

type Decision = 'verify' | 'reject' | 'revoke';
const DONE: Record<Decision, string> = { verify: PERFORMER_VERIFIED, reject: PERFORMER_REJECTED, revoke: PERFORMER_REVOKED };

/** What the two photos are, in the reviewer's words (the sign-up form asks the performer in theirs). */
export const adminDocumentLabels: Record<(typeof documentTypes)[number], string> = {
  idVerification: 'ID document',
  documentVerification: 'Selfie holding the ID',
};
const DECISION_FAILED = 'Could not save the decision, please try again later';

function Documents({ performer }: { performer: AdminPerformer }) {
  return (
    <Row gutter={[16, 16]}>
      {documentTypes.map((type) => {
        const { url } = performer.documents[type];
        const title = adminDocumentLabels[type];
        return (
          <Col key={type} xs={24} md={12}>
            <PlainCard size="small" title={title}>
              {url ? (
                <Image src={url} alt={title} width="100%" style={{ maxHeight: 360, objectFit: 'contain' }} data-testid="admin-document" />
              ) : (
                <Empty image={<IdcardOutlined style={{ fontSize: 48 }} />} description="Not uploaded" />
              )}
            </PlainCard>
          </Col>
        );
      })}
    </Row>
  );
}

function Profile({ performer }: { performer: AdminPerformer }) {
  const attributes = performerOptionFields
    .filter((field) => performer[field])
    .map((field) => ({ key: field, label: optionFieldLabels[field], children: optionLabel(field, performer[field] ?? '') }));
  const place = [performer.city, performer.state, performer.country ? countryName(performer.country) : null].filter(Boolean).join(', ');
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={16} wrap>
        <Avatar src={performer.avatar} alt="" size={72} />
        <Flex vertical>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {performer.name}
          </Typography.Title>
          {performer.username ? <Typography.Text type="secondary">@{performer.username}</Typography.Text> : null}
        </Flex>
        <VerificationTag status={performer.verificationStatus} />
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'email', label: 'Email', children: `${performer.email ?? '—'}${performer.email && !performer.verifiedEmail ? ' (not verified)' : ''}` },
          { key: 'status', label: 'Account', children: performer.status === 'active' ? 'Active' : 'Inactive' },
          { key: 'signedUp', label: 'Signed up', children: formatDate(performer.createdAt) },
          ...(performer.verificationStatus === 'verified'
            ? [
                {
                  key: 'verifiedAt',
                  label: 'Verified on',
                  children: (
                    <span data-testid="admin-verified-on">
                      {formatDate(performer.verifiedAt)}
                      {performer.verifiedBy ? ` by ${performer.verifiedBy.username}` : ''}
                    </span>
                  ),
                },
              ]
            : []),
          { key: 'place', label: 'Location', children: place || '—' },
          ...(performer.rejectionReason ? [{ key: 'reason', label: 'Rejection reason', children: performer.rejectionReason }] : []),
          ...attributes,
        ]}
      />
      {performer.bio ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{performer.bio}</Typography.Paragraph> : null}
    </Flex>
  );
}

export function PerformerReview({ id }: { id: string }) {
  const { value: performer, set: setPerformer, error: loadError, reload: load } = useResource(() => adminPerformersService.get(id), id);
  const [sending, setSending] = useState<Decision | null>(null);
  const [asking, setAsking] = useState<'reject' | 'revoke' | null>(null);

  async function decide(action: Decision, reason = '') {
    setSending(action);
    try {
      const answer = action === 'verify' ? await adminPerformersService.verify(id) : await adminPerformersService[action](id, reason);
      setPerformer(answer.data);
      setAsking(null);
      notifySuccess(DONE[action]);
    } catch (e) {
      notifyError(errorMessageOr(e, DECISION_FAILED));
    } finally {
      setSending(null);
    }
  }

  let body;
  if (loadError) {
    body = <ResultOnDemand status="error" title="This performer could not be loaded" subTitle={loadError} extra={<Button onClick={() => void load()}>Try again</Button>} />;
  } else if (!performer) {
    body = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else {
    const status = performer.verificationStatus;
    body = (
      <Flex vertical gap={16}>
        <PlainCard>
          <Profile performer={performer} />
        </PlainCard>
        <Documents performer={performer} />
        <CommissionOverride performer={performer} onSaved={setPerformer} />
        <Flex gap={8} wrap justify="flex-end">
          {status === 'verified' ? (
            <Button danger icon={<StopOutlined />} disabled={sending !== null} onClick={() => setAsking('revoke')} data-testid="admin-revoke">
              Revoke verification
            </Button>
          ) : (
            <>
              <Button danger icon={<CloseOutlined />} disabled={status === 'rejected' || sending !== null} onClick={() => setAsking('reject')} data-testid="admin-reject">
                Reject
              </Button>
              <Button
                type="primary"
                icon={<CheckOutlined />}
                disabled={sending === 'reject'}
                loading={sending === 'verify'}
                onClick={() => void decide('verify')}
                data-testid="admin-verify"
              >
                Verify
              </Button>
            </>
          )}
        </Flex>
        <RejectModal open={asking === 'reject'} sending={sending === 'reject'} onSend={(reason) => void decide('reject', reason)} onClose={() => setAsking(null)} />
        <RevokeModal open={asking === 'revoke'} sending={sending === 'revoke'} onSend={(reason) => void decide('revoke', reason)} onClose={() => setAsking(null)} />
      </Flex>
    );
  }

  return (
    <AdminSection title="Review performer" maxWidth={1040}>
      <div>
        <LinkButton href="/admin/performers" icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
          Performers
        </LinkButton>
      </div>
      {body}
    </AdminSection>
  );
}
