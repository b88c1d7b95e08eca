// A small emoji picker for the composer: a grid of common emoji in a popover, with no extra package.
import { SmileOutlined } from '@ant-design/icons';
import { Button, Popover, theme } from 'antd';
import { useState } from 'react';

export const COMMON_EMOJI = [
  '😀', '😂', '🥰', '😍', '😘', '😉', '😊', '😎', '🤩', '🥳', '😇', '🤗',
  '🤔', '😏', '😴', '😢', '😭', '😡', '😱', '🙈', '👍', '👏', '🙏', '💪',
  '👋', '🤝', '❤️', '💕', '🔥', '✨', '💯', '🎉', '🌹', '💋', '😈', '🍑',
] as const;

export interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  disabled?: boolean;
}

export function EmojiPicker({ onPick, disabled }: EmojiPickerProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const grid = (
    <div
      role="listbox"
      aria-label="Emoji"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 36px)', gap: token.marginXXS }}
      data-testid="composer-emoji-grid"
    >
      {COMMON_EMOJI.map((emoji) => (
        <Button
          key={emoji}
          type="text"
          role="option"
          aria-selected={false}
          aria-label={`Insert ${emoji}`}
          style={{ width: 36, height: 36, padding: 0, fontSize: 20 }}
          onClick={() => {
            onPick(emoji);
            setOpen(false);
          }}
          data-testid="composer-emoji-option"
        >
          {emoji}
        </Button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="topLeft">
      <Button type="text" icon={<SmileOutlined />} aria-label="Add an emoji" disabled={disabled} data-testid="composer-emoji" />
    </Popover>
  );
}
