// The directory's search form: text, order, and a panel with every filter. Picks apply at once; typed
// values (text, prices) apply with Search or Enter.
// Light with the page: the text box (a plain input drawn like antd's, search-box.tsx), the Search button,
// the order as a button that loads antd's Select on first use (sort-picker.tsx), and the panel's toggle.
// The panel itself (filter-panel.tsx: its Selects, number boxes and checkboxes) is a chunk of its own,
// loaded when first opened; when the address already holds filters it starts open and the server renders it.
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { PlainButton } from '@/components/common/plain-button';
import { PlainFlex } from '@/components/common/plain-flex';
import { PlainIcon } from '@/components/common/plain-icon';
import { cssVar, token } from '@/components/common/plain-tokens';
import { activeFilterCount, changeOf, valuesOf, type FilterValues } from './filter-values';
import { SearchBox } from './search-box';
import { sortChange, sortChoiceOf, sortChoices, type PerformerSearch } from './search-query';
import { SortPicker } from './sort-picker';

const loadPanel = () => import('./filter-panel');

function PanelLoading() {
  return (
    <div role="status" style={{ padding: token.paddingSM, color: cssVar.colorTextSecondary }} data-testid="performer-filters-loading">
      Loading filters…
    </div>
  );
}

// Written out in the call (not through loadPanel): Next reads the import there to render the panel on the
// server and list its chunk in the page.
const FilterPanel = dynamic(() => import('./filter-panel'), { loading: () => <PanelLoading /> });

export interface SearchFiltersProps {
  search: PerformerSearch;
  /** Apply these changes to the search (the page puts them in the address). */
  onChange: (change: Partial<PerformerSearch>) => void;
  onClear: () => void;
}

export function SearchFilters({ search, onChange, onClear }: SearchFiltersProps) {
  const count = activeFilterCount(search);
  const [values, setValues] = useState<FilterValues>(() => valuesOf(search));
  const [open, setOpen] = useState(count > 0);

  // The address is the truth: back/forward or a shared link puts its values in the form. Only on a change of
  // the address, not on mount: the form starts from it already, and a reset then would undo the text the box
  // adopted from someone who typed before the page hydrated (the box's effect runs before this one).
  const shown = useRef(search);
  useEffect(() => {
    if (shown.current === search) return;
    shown.current = search;
    setValues(valuesOf(search));
  }, [search]);

  const edit = (change: Partial<FilterValues>) => setValues((current) => ({ ...current, ...change }));
  const submit = () => onChange(changeOf(values));
  // A pick applies at once, together with whatever was typed but not yet searched, so the text is not lost.
  const pick = (change: Partial<FilterValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    onChange(changeOf(next));
  };

  return (
    <form
      role="search"
      aria-label="Find performers"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <PlainFlex gap={8} wrap>
        <SearchBox
          placeholder="Search by name, username or bio"
          maxLength={100}
          label="Search performers"
          value={values.q ?? ''}
          onChange={(q) => edit({ q })}
          style={{ flex: '1 1 220px' }}
          testId="performer-search-input"
        />
        <PlainButton type="primary" htmlType="submit" icon={<PlainIcon icon={SearchOutlined} />} data-testid="performer-search-submit">
          Search
        </PlainButton>
        <SortPicker
          value={sortChoiceOf(search)}
          choices={sortChoices(search)}
          onChange={(choice) => onChange({ ...changeOf(values), ...sortChange(choice) })}
        />
      </PlainFlex>
      <PlainFlex align="center" justify="space-between" gap={8} style={{ marginTop: token.marginXS }}>
        <PlainButton
          type="text"
          size="small"
          aria-expanded={open}
          aria-controls="performer-filter-panel"
          onClick={() => setOpen((o) => !o)}
          // Fetch the panel's code as soon as the visitor heads for the toggle.
          onMouseEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          data-testid="performer-filters-toggle"
        >
          <PlainIcon icon={FilterOutlined} />
          <span>Filters</span>
          {count ? (
            <span
              aria-label={`${count} active`}
              style={{
                minWidth: 20,
                height: 20,
                lineHeight: '20px',
                padding: '0 6px',
                borderRadius: 10,
                fontSize: token.fontSizeSM,
                textAlign: 'center',
                color: cssVar.colorTextLightSolid,
                background: cssVar.colorPrimary,
              }}
            >
              {count}
            </span>
          ) : null}
        </PlainButton>
        {count ? (
          <PlainButton size="small" type="link" data-testid="performer-clear-filters" onClick={onClear}>
            Clear filters
          </PlainButton>
        ) : null}
      </PlainFlex>
      <div id="performer-filter-panel" hidden={!open} style={{ marginTop: token.marginSM }}>
        {open ? <FilterPanel values={values} onEdit={edit} onPick={pick} /> : null}
      </div>
    </form>
  );
}
