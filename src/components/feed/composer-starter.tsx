// The top of /creator/my-post's composer as the page first shows it: the post types and the text box, drawn
// with plain elements. The composer itself (its form, uploads, date pickers, price field and the checks with
// the API's messages) is a chunk of its own, fetched when the creator starts: the pointer over the box or a
// focus in it starts the fetch, and the composer takes the box's place with the type and text chosen so far,
// the focus kept in the text box. "Post" pressed before it arrived sends the post once it has.
import { Button, Flex, theme } from 'antd';
import { useState, type CSSProperties } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { Feed, FeedType } from '@/contracts/feeds';
import { feedTypes } from '@/contracts/plain-values';
import { useOnDemand } from '@/components/common/use-on-demand';
import { TEXT_PLACEHOLDER, TEXT_LABEL, TYPE_LABELS, isTextOptional, type ComposerStart } from './composer-start';

function StarterTypes({ value, onChange }: { value: FeedType; onChange: (type: FeedType) => void }) {
  const { token, cssVar } = theme.useToken();
  const button = (checked: boolean, first: boolean, last: boolean): CSSProperties => ({
    display: 'inline-flex',
    alignItems: 'center',
    height: cssVar.controlHeight,
    padding: `0 ${token.paddingContentHorizontal - token.lineWidth}px`,
    border: `${token.lineWidth}px ${token.lineType} ${checked ? cssVar.colorPrimary : cssVar.colorBorder}`,
    marginLeft: first ? 0 : -token.lineWidth,
    borderRadius: first ? `${token.borderRadius}px 0 0 ${token.borderRadius}px` : last ? `0 ${token.borderRadius}px ${token.borderRadius}px 0` : 0,
    background: checked ? cssVar.colorPrimary : cssVar.colorBgContainer,
    color: checked ? cssVar.colorTextLightSolid : cssVar.colorText,
    position: 'relative',
    zIndex: checked ? 1 : 0,
    cursor: 'pointer',
  });
  return (
    <div role="radiogroup" aria-label="Type" style={{ display: 'flex', flexWrap: 'wrap' }}>
      {feedTypes.map((t, i) => (
        <label key={t} style={button(t === value, i === 0, i === feedTypes.length - 1)}>
          <input
            type="radio"
            name="feed-start-type"
            value={t}
            checked={t === value}
            onChange={() => onChange(t)}
            data-testid={`feed-type-${t}`}
            // Visually hidden, still reachable with the keyboard and by screen readers, as antd's are.
            style={{ position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'pointer' }}
          />
          {TYPE_LABELS[t]}
        </label>
      ))}
    </div>
  );
}

/** The composer's first two fields as plain elements until the composer is fetched, then the composer. */
export function ComposerSlot({ onCreated }: { onCreated: (feed: Feed) => void }) {
  const { token, cssVar } = theme.useToken();
  const composer = useOnDemand(() => import('./feed-composer').then((m) => m.FeedComposer));
  const [start, setStart] = useState<ComposerStart>({ type: 'text', text: '', focusText: false, submit: false });
  const textId = 'feed-start-text';

  const begin = () => void composer.load();
  const change = (next: Partial<ComposerStart>) => {
    setStart((s) => ({ ...s, ...next }));
    begin();
  };

  // The composer reads `start` once, when it mounts; from then on the values are its own.
  if (composer.Component) return <composer.Component onCreated={onCreated} start={start} />;

  const label: CSSProperties = { display: 'block', paddingBottom: token.paddingXS, color: cssVar.colorTextLabel };
  // Marked as the composer's form marks its fields (requiredMark="optional": only optional ones say so), so the
  // labels do not change when it arrives.
  const optional = <span style={{ color: cssVar.colorTextDescription }}> (optional)</span>;
  return (
    <PlainCard title="New post" data-testid="feed-composer" onPointerEnter={begin} onFocusCapture={begin} onTouchStart={begin}>
      <Flex vertical gap={token.marginLG}>
        <div>
          <span style={label}>Type</span>
          <StarterTypes value={start.type} onChange={(type) => change({ type })} />
        </div>
        <div>
          <label htmlFor={textId} style={label}>
            {TEXT_LABEL}
            {isTextOptional(start.type) ? optional : null}
          </label>
          <textarea
            id={textId}
            rows={3}
            maxLength={5000}
            placeholder={TEXT_PLACEHOLDER}
            value={start.text}
            onChange={(e) => change({ text: e.target.value })}
            onFocus={() => change({ focusText: true })}
            onBlur={() => setStart((s) => ({ ...s, focusText: false }))}
            data-testid="feed-text"
            style={{
              display: 'block',
              width: '100%',
              resize: 'vertical',
              padding: `${token.paddingXXS}px ${token.paddingSM - 1}px`,
              font: 'inherit',
              lineHeight: token.lineHeight,
              color: cssVar.colorText,
              background: cssVar.colorBgContainer,
              border: `${token.lineWidth}px ${token.lineType} ${cssVar.colorBorder}`,
              borderRadius: token.borderRadius,
              outline: 'none',
            }}
          />
        </div>
        <Button type="primary" block loading={composer.loading && start.submit} onClick={() => change({ submit: true })} data-testid="feed-submit">
          Post
        </Button>
      </Flex>
    </PlainCard>
  );
}
