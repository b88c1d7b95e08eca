// The directory's filter panel: a Select per profile option, the country, the price range and the two
// flags. It is its own chunk: the page loads it when the panel is first opened, or renders it on the server
// when the address already holds filters (the panel then starts open).
import { Checkbox, Col, Flex, InputNumber, Row, Select, theme } from 'antd';
import { optionFieldLabels, performerOptionFields } from '@/contracts/performer-options';
import { AntdScope } from './antd-scope';
import { useFilterChoices } from './filter-options';
import type { FilterValues } from './filter-values';

export interface FilterPanelProps {
  values: FilterValues;
  /** Keep a typed value (prices) until Search or Enter. */
  onEdit: (change: Partial<FilterValues>) => void;
  /** Apply a picked value at once. */
  onPick: (change: Partial<FilterValues>) => void;
}

/** A field's label above its control, as antd's vertical form lays it out. */
function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, lineHeight: token.lineHeight }}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** One end of the monthly price range: a number box kept as typed until Search or Enter. */
function PriceField({ bound, label, placeholder, values, onEdit }: {
  bound: 'minPrice' | 'maxPrice';
  label: string;
  placeholder: string;
  values: FilterValues;
  onEdit: FilterPanelProps['onEdit'];
}) {
  const id = `performer-filter-${bound}`;
  return (
    <Col xs={12} sm={6} lg={3}>
      <Field id={id} label={label}>
        <InputNumber
          id={id}
          min={0}
          step={1}
          style={{ width: '100%' }}
          placeholder={placeholder}
          value={values[bound] ?? null}
          onChange={(price) => onEdit({ [bound]: price ?? null })}
          data-testid={id}
        />
      </Field>
    </Col>
  );
}

/** The panel inside antd's theme: the page around it draws without antd. */
export default function FilterPanel(props: FilterPanelProps) {
  return (
    <AntdScope>
      <Panel {...props} />
    </AntdScope>
  );
}

function Panel({ values, onEdit, onPick }: FilterPanelProps) {
  const { token } = theme.useToken();
  const { options, countries, wantCountries } = useFilterChoices();

  return (
    <Row gutter={[12, 0]} data-testid="performer-filters">
      {performerOptionFields.map((field) => (
        <Col key={field} xs={24} sm={12} lg={6}>
          <Field id={`performer-filter-${field}-input`} label={optionFieldLabels[field]}>
            <Select
              id={`performer-filter-${field}-input`}
              allowClear
              placeholder="Any"
              value={values[field] ?? null}
              options={options[field]}
              onChange={(value) => onPick({ [field]: value ?? undefined })}
              style={{ width: '100%' }}
              data-testid={`performer-filter-${field}`}
            />
          </Field>
        </Col>
      ))}
      <Col xs={24} sm={12} lg={6}>
        <Field id="performer-filter-country-input" label="Country">
          <Select
            id="performer-filter-country-input"
            allowClear
            placeholder="Any"
            value={values.country ?? null}
            options={countries}
            showSearch={{ optionFilterProp: 'label' }}
            onOpenChange={(open) => open && wantCountries()}
            onChange={(value) => onPick({ country: value ?? undefined })}
            style={{ width: '100%' }}
            data-testid="performer-filter-country"
          />
        </Field>
      </Col>
      <PriceField bound="minPrice" label="Min price / month" placeholder="0" values={values} onEdit={onEdit} />
      <PriceField bound="maxPrice" label="Max price / month" placeholder="Any" values={values} onEdit={onEdit} />
      <Col xs={24} sm={12} lg={6}>
        <Flex gap={16} wrap style={{ paddingTop: token.paddingLG, marginBottom: token.marginLG }}>
          <Checkbox
            checked={!!values.isFreeSubscription}
            onChange={(e) => onPick({ isFreeSubscription: e.target.checked })}
            data-testid="performer-filter-isFreeSubscription"
          >
            Free trial
          </Checkbox>
          <Checkbox checked={!!values.isStreaming} onChange={(e) => onPick({ isStreaming: e.target.checked })} data-testid="performer-filter-isStreaming">
            Live now
          </Checkbox>
        </Flex>
      </Col>
    </Row>
  );
}
