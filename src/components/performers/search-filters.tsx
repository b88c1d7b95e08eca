// The directory's search form: text, order, and a panel with every filter. Picks apply at once; typed
// values (text, prices) apply with Search or Enter.
import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Col, Collapse, Flex, Form, Input, InputNumber, Row, Select, theme } from 'antd';
import { useEffect } from 'react';
import { optionFieldLabels, performerOptionFields, type PerformerOptionField } from '@/contracts/performer-options';
import { useFilterChoices } from './filter-options';
import {
  filterKeys,
  sortChange,
  sortChoiceOf,
  sortChoices,
  sortLabels,
  type PerformerSearch,
  type SortChoice,
} from './search-query';

interface FilterValues extends Partial<Record<PerformerOptionField, string>> {
  q?: string;
  country?: string;
  minPrice?: number | null;
  maxPrice?: number | null;
  isFreeSubscription?: boolean;
  isStreaming?: boolean;
}

export interface SearchFiltersProps {
  search: PerformerSearch;
  /** Apply these changes to the search (the page puts them in the address). */
  onChange: (change: Partial<PerformerSearch>) => void;
  onClear: () => void;
}

const valuesOf = (search: PerformerSearch): FilterValues => ({
  ...Object.fromEntries(performerOptionFields.map((f) => [f, search[f]])),
  q: search.q ?? '',
  country: search.country,
  minPrice: search.minPrice ?? null,
  maxPrice: search.maxPrice ?? null,
  isFreeSubscription: !!search.isFreeSubscription,
  isStreaming: !!search.isStreaming,
});

/** Form values as search changes: blanks clear their filter. */
function changeOf(values: FilterValues): Partial<PerformerSearch> {
  const change: Record<string, unknown> = {};
  for (const field of performerOptionFields) change[field] = values[field] || undefined;
  change.q = values.q?.trim() || undefined;
  change.country = values.country || undefined;
  change.minPrice = values.minPrice ?? undefined;
  change.maxPrice = values.maxPrice ?? undefined;
  change.isFreeSubscription = values.isFreeSubscription || undefined;
  change.isStreaming = values.isStreaming || undefined;
  return change as Partial<PerformerSearch>;
}

const activeFilterCount = (search: PerformerSearch) => filterKeys.filter((k) => k !== 'q' && search[k] !== undefined).length;

export function SearchFilters({ search, onChange, onClear }: SearchFiltersProps) {
  const [form] = Form.useForm<FilterValues>();
  const { token, cssVar } = theme.useToken();
  const { options, countries } = useFilterChoices();

  // The address is the truth: back/forward or a shared link puts its values in the form.
  useEffect(() => {
    form.setFieldsValue(valuesOf(search));
  }, [form, search]);

  const submit = () => onChange(changeOf(form.getFieldsValue()));
  // A pick applies at once, together with whatever was typed but not yet searched, so the text is not lost.
  const pick = (key: keyof FilterValues) => (value: unknown) =>
    onChange({ ...changeOf(form.getFieldsValue()), [key]: value || undefined } as Partial<PerformerSearch>);
  const count = activeFilterCount(search);

  const filters = (
    <Row gutter={[12, 0]}>
      {performerOptionFields.map((field) => (
        <Col key={field} xs={24} sm={12} lg={6}>
          <Form.Item name={field} label={optionFieldLabels[field]}>
            <Select
              allowClear
              placeholder="Any"
              options={options[field]}
              onChange={pick(field)}
              data-testid={`performer-filter-${field}`}
            />
          </Form.Item>
        </Col>
      ))}
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="country" label="Country">
          <Select
            allowClear
            placeholder="Any"
            options={countries}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={pick('country')}
            data-testid="performer-filter-country"
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6} lg={3}>
        <Form.Item name="minPrice" label="Min price / month">
          <InputNumber min={0} step={1} style={{ width: '100%' }} placeholder="0" onPressEnter={submit} data-testid="performer-filter-minPrice" />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6} lg={3}>
        <Form.Item name="maxPrice" label="Max price / month">
          <InputNumber min={0} step={1} style={{ width: '100%' }} placeholder="Any" onPressEnter={submit} data-testid="performer-filter-maxPrice" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Flex gap={16} wrap style={{ paddingTop: token.paddingLG }}>
          <Form.Item name="isFreeSubscription" valuePropName="checked" noStyle>
            <Checkbox onChange={(e) => pick('isFreeSubscription')(e.target.checked)} data-testid="performer-filter-isFreeSubscription">
              Free trial
            </Checkbox>
          </Form.Item>
          <Form.Item name="isStreaming" valuePropName="checked" noStyle>
            <Checkbox onChange={(e) => pick('isStreaming')(e.target.checked)} data-testid="performer-filter-isStreaming">
              Live now
            </Checkbox>
          </Form.Item>
        </Flex>
      </Col>
    </Row>
  );

  return (
    <Form<FilterValues> form={form} layout="vertical" initialValues={valuesOf(search)} onFinish={submit} role="search" aria-label="Find performers">
      <Flex gap={8} wrap>
        <Form.Item name="q" noStyle>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search by name, username or bio"
            maxLength={100}
            aria-label="Search performers"
            style={{ flex: '1 1 220px' }}
            data-testid="performer-search-input"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="performer-search-submit">
          Search
        </Button>
        <Select<SortChoice>
          aria-label="Sort by"
          value={sortChoiceOf(search)}
          options={sortChoices(search).map((value) => ({ value, label: sortLabels[value] }))}
          onChange={(choice) => onChange({ ...changeOf(form.getFieldsValue()), ...sortChange(choice) })}
          style={{ flex: '0 1 190px', minWidth: 160 }}
          data-testid="performer-sort"
        />
      </Flex>
      <Collapse
        ghost
        size="small"
        style={{ marginTop: token.marginXS }}
        defaultActiveKey={count ? ['filters'] : []}
        items={[
          {
            key: 'filters',
            forceRender: true,
            label: (
              <Flex align="center" gap={8} data-testid="performer-filters-toggle">
                <FilterOutlined />
                <span>Filters</span>
                {count ? <Badge count={count} color={cssVar.colorPrimary} /> : null}
              </Flex>
            ),
            extra: count ? (
              <Button
                size="small"
                type="link"
                data-testid="performer-clear-filters"
                onClick={(e) => {
                  e.stopPropagation();
                  onClear();
                }}
              >
                Clear filters
              </Button>
            ) : null,
            children: filters,
          },
        ]}
      />
    </Form>
  );
}
