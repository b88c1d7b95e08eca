// The header and footer links of the site (setting `menus`): add, edit, move up or down, remove. Each link is
// checked as the server checks it: a title, and a path on this site or a web or mail address.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';

/** The same rule as the server's: a path here (not `//`), or an http(s) or mailto address. */
const MENU_PATH = /^(\/(?!\/)|https?:\/\/[^\s/]|mailto:\S)/i;

const SECTIONS = [
  { value: 'header', label: 'Header' },
  { value: 'footer', label: 'Footer' },
];

export const NEW_MENU_LINK = { title: '', path: '/', section: 'footer', isNewTab: false } as const;

export function MenusEditor() {
  return (
    <Form.List name="menus">
      {(fields, { add, remove, move }) => (
        <Flex vertical gap={12} data-testid="admin-menus">
          {fields.length === 0 && <Typography.Text type="secondary">No links yet: the header and footer show only the site&apos;s own.</Typography.Text>}
          {fields.map((field, index) => (
            <PlainCard key={field.key} size="small" data-testid={`admin-menu-${index}`}>
              <Row gutter={12}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[field.name, 'title']}
                    label="Title"
                    rules={[
                      { required: true, whitespace: true, message: 'Give the link a title.' },
                      { max: 60, message: 'A menu title can be at most 60 characters.' },
                    ]}
                  >
                    <Input maxLength={60} data-testid={`admin-menu-${index}-title`} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={10}>
                  <Form.Item
                    name={[field.name, 'path']}
                    label="Address"
                    rules={[
                      { required: true, whitespace: true, message: 'Give the link an address.' },
                      { pattern: MENU_PATH, message: 'A path on this site like /page/about-us, or a full address starting with https://' },
                    ]}
                  >
                    <Input maxLength={300} placeholder="/page/about-us" data-testid={`admin-menu-${index}-path`} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={3}>
                  <Form.Item name={[field.name, 'section']} label="Place">
                    <Select options={SECTIONS} data-testid={`admin-menu-${index}-section`} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={3}>
                  <Form.Item name={[field.name, 'isNewTab']} label="New tab" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
              </Row>
              <Flex gap={8} justify="flex-end" wrap>
                <Button icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move link ${index + 1} up`} />
                <Button icon={<ArrowDownOutlined />} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move link ${index + 1} down`} />
                <Button danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} data-testid={`admin-menu-${index}-remove`}>
                  Remove
                </Button>
              </Flex>
            </PlainCard>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ ...NEW_MENU_LINK })} data-testid="admin-menu-add">
            Add a link
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
