// ID documents: the review state (with the admin's reason after a rejection), the two photos through
// their short-lived signed URLs, and a re-upload of each, which sends the profile back to review.
import { IdcardOutlined } from '@ant-design/icons';
import { Col, Empty, Flex, Image, Row } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { UploadButton } from '@/components/account/upload-button';
import type { UploadFn } from '@/components/account/use-upload';
import { VerificationStatus } from '@/components/account/verification-status';
import { PlainCard } from '@/components/layout/plain-card';
import { documentTypes } from '@/contracts/list-values';
import type { OwnPerformer, PerformerUploadResult } from '@/contracts/performers';
import { performerAccountService, type PerformerDocumentType } from '@/services/performer-account.api';
import { CHANGES_SAVED } from '@/redux/user/sagas';
import { DOCUMENT_IMAGE_TYPES, DOCUMENT_WRONG_TYPE, documentLabels } from './document-labels';

const uploadOf =
  (type: PerformerDocumentType): UploadFn<PerformerUploadResult> =>
  async (file, options) =>
    (await performerAccountService.uploadDocument(type, file, options)).data;

interface Props {
  performer: OwnPerformer;
  apply: (performer: OwnPerformer) => void;
}

export function DocumentsTab({ performer, apply }: Props) {
  return (
    <Flex vertical gap={16}>
      <VerificationStatus status={performer.verificationStatus} reason={performer.rejectionReason} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Your ID photos are stored privately and seen only by our review team. Sending a new photo puts your
        profile back in the review queue.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {documentTypes.map((type) => {
          const { url, uploaded } = performer.documents[type];
          const { title, hint } = documentLabels[type];
          return (
            <Col key={type} xs={24} md={12}>
              <PlainCard size="small" title={title} data-testid={`creator-document-${type}`}>
                <Flex vertical gap={12}>
                  {url ? (
                    <Image src={url} alt={title} width="100%" style={{ maxHeight: 240, objectFit: 'contain' }} />
                  ) : (
                    <Empty image={<IdcardOutlined style={{ fontSize: 48 }} />} description={uploaded ? 'Uploaded' : 'Not uploaded yet'} />
                  )}
                  <Typography.Text type="secondary">{hint}</Typography.Text>
                  <UploadButton
                    accept={DOCUMENT_IMAGE_TYPES}
                    wrongTypeMessage={DOCUMENT_WRONG_TYPE}
                    upload={uploadOf(type)}
                    onUploaded={(result) => apply(result.performer)}
                    doneMessage={CHANGES_SAVED}
                    label={uploaded ? 'Send a new photo' : 'Upload photo'}
                    inputLabel={`${title} file`}
                    testId={`creator-document-upload-${type}`}
                  />
                </Flex>
              </PlainCard>
            </Col>
          );
        })}
      </Row>
    </Flex>
  );
}
