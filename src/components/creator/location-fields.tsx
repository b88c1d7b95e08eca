// Country (with flags) -> state -> city. States and cities are suggestions from the shipped lookups; any
// name may be typed, because the lists cannot know every town. Changing the country clears the others.
import { AutoComplete, Col, Form, Row, Select, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { useCities, useCountryOptions, useStates } from './lookup-hooks';

const matches = (input: string, option?: { value?: string }) => !!option?.value?.toLowerCase().includes(input.toLowerCase());

interface SuggestFieldProps {
  name: 'state' | 'city';
  label: string;
  options: { value: string }[];
  country: string | undefined;
  onSelect?: () => void;
  testId: string;
}

/** A name typed freely, with the lookups' names as suggestions; it waits for a country. */
function SuggestField({ name, label, options, country, onSelect, testId }: SuggestFieldProps) {
  const noun = name === 'state' ? 'State' : 'City';
  return (
    <Col xs={24} md={8}>
      <Form.Item name={name} label={label} rules={[{ max: 100, message: `${noun} can be at most 100 characters.` }]}>
        <AutoComplete
          options={options}
          filterOption={matches}
          onSelect={onSelect}
          placeholder={country ? 'Type or choose' : 'Choose a country first'}
          disabled={!country}
          allowClear
          data-testid={testId}
        />
      </Form.Item>
    </Col>
  );
}

/** `form` is the form holding `country`, `state` and `city`. */
export function LocationFields({ form }: { form: FormInstance }) {
  const country = Form.useWatch('country', form) as string | undefined;
  const state = Form.useWatch('state', form) as string | undefined;
  const countries = useCountryOptions();
  const states = useStates(country);
  const cities = useCities(country, states, state);
  const stateOptions = useMemo(() => states.map((s) => ({ value: s.name })), [states]);
  const cityOptions = useMemo(() => cities.map((c) => ({ value: c.name })), [cities]);

  const clearBelowCountry = () => form.setFieldsValue({ state: undefined, city: undefined });
  const clearCity = () => form.setFieldsValue({ city: undefined });

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="country" label="Country">
          <Select
            options={countries}
            placeholder="Choose"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            onChange={clearBelowCountry}
            data-testid="creator-country"
          />
        </Form.Item>
      </Col>
      <SuggestField name="state" label="State or region" options={stateOptions} country={country} onSelect={clearCity} testId="creator-state" />
      <SuggestField name="city" label="City" options={cityOptions} country={country} testId="creator-city" />
    </Row>
  );
}
