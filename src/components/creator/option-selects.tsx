// One select per performer profile option list (height, weight, age, ...), labelled by the server's lists
// and checked against the contract's values (src/contracts/performer-options.ts).
import { Col, Form, Row, Select } from 'antd';
import { optionFieldLabels, performerOptionFields } from '@/contracts/performer-options';
import { performersContract } from '@/components/common/contracts-on-demand';
import { zodRule } from '@/components/common/zod-rule';
import { useOptionLists } from './lookup-hooks';

export function OptionSelects() {
  const lists = useOptionLists();
  return (
    <Row gutter={16}>
      {performerOptionFields.map((field) => (
        <Col key={field} xs={24} sm={12} md={8}>
          <Form.Item name={field} label={optionFieldLabels[field]} rules={[zodRule(performersContract.pick((m) => m.performerAttributes.shape[field]))]}>
            <Select
              options={lists[field].map((o) => ({ value: o.value, label: o.text }))}
              placeholder="Not shown"
              allowClear
              data-testid={`creator-option-${field}`}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
