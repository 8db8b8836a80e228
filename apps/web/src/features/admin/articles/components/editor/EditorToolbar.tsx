import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import SmartDisplayOutlined from '@mui/icons-material/SmartDisplayOutlined';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';

/** Keys of a shortcut, 'Mod' being Ctrl, or ⌘ on Apple keyboards. */
type Shortcut = readonly string[];

const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** 'Ctrl+Shift+8' or '⌘⇧8', as the writer's keyboard labels it. */
export function shortcutLabel(keys: Shortcut, apple = isApple()): string {
  if (apple) {
    const symbols: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥' };
    return keys.map((key) => symbols[key] ?? key).join('');
  }
  return keys.map((key) => (key === 'Mod' ? 'Ctrl' : key)).join('+');
}

/** aria-keyshortcuts: both spellings of Mod, in the names ARIA uses. */
function ariaShortcut(keys: Shortcut): string {
  const spell = (mod: string) =>
    keys.map((key) => (key === 'Mod' ? mod : key === 'Ctrl' ? 'Control' : key)).join('+');
  return `${spell('Control')} ${spell('Meta')}`;
}

interface Tool {
  key: string;
  label: string;
  icon: ReactNode;
  shortcut?: Shortcut;
  /** Toggles: whether the selection has it now (aria-pressed). */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

export interface EditorToolbarProps {
  editor: Editor;
  /** id of the editable body the toolbar acts on */
  controls: string;
  onLink: () => void;
  onImage: () => void;
  onEmbed: () => void;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys move between the
 * buttons, toggles say whether they are on (aria-pressed), and each names its shortcut.
 */
export function EditorToolbar({ editor, controls, onLink, onImage, onEmbed }: EditorToolbarProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const groups: Tool[][] = [
    [
      {
        key: 'h2',
        label: t('editor.toolbar.heading2'),
        icon: <HeadingIcon level={2} />,
        shortcut: ['Mod', 'Alt', '2'],
        pressed: state.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        key: 'h3',
        label: t('editor.toolbar.heading3'),
        icon: <HeadingIcon level={3} />,
        shortcut: ['Mod', 'Alt', '3'],
        pressed: state.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        key: 'bold',
        label: t('editor.toolbar.bold'),
        icon: <FormatBold />,
        shortcut: ['Mod', 'B'],
        pressed: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        key: 'italic',
        label: t('editor.toolbar.italic'),
        icon: <FormatItalic />,
        shortcut: ['Mod', 'I'],
        pressed: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        key: 'link',
        label: t('editor.toolbar.link'),
        icon: <InsertLink />,
        shortcut: ['Mod', 'K'],
        pressed: state.link,
        run: onLink,
      },
    ],
    [
      {
        key: 'bulletList',
        label: t('editor.toolbar.bulletList'),
        icon: <FormatListBulleted />,
        shortcut: ['Mod', 'Shift', '8'],
        pressed: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: 'orderedList',
        label: t('editor.toolbar.orderedList'),
        icon: <FormatListNumbered />,
        shortcut: ['Mod', 'Shift', '7'],
        pressed: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        key: 'blockquote',
        label: t('editor.toolbar.quote'),
        icon: <FormatQuote />,
        shortcut: ['Mod', 'Shift', 'B'],
        pressed: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
    ],
    [
      {
        key: 'image',
        label: t('editor.toolbar.image'),
        icon: <AddPhotoAlternateOutlined />,
        run: onImage,
      },
      {
        key: 'embed',
        label: t('editor.toolbar.embed'),
        icon: <SmartDisplayOutlined />,
        run: onEmbed,
      },
    ],
    [
      {
        key: 'undo',
        label: t('editor.toolbar.undo'),
        icon: <Undo />,
        shortcut: ['Mod', 'Z'],
        disabled: !state.canUndo,
        run: () => chain().undo().run(),
      },
      {
        key: 'redo',
        label: t('editor.toolbar.redo'),
        icon: <Redo />,
        shortcut: ['Mod', 'Shift', 'Z'],
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
    ],
  ];
  const tools = groups.flat();

  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const enabled = tools.map((tool) => !tool.disabled);
  const tabStop = enabled[current] ? current : Math.max(0, enabled.indexOf(true));

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves) {
      const step = moves[event.key] ?? 1;
      for (let offset = 1; offset <= tools.length; offset += 1) {
        const index = (tabStop + step * offset + tools.length * offset) % tools.length;
        if (enabled[index]) {
          next = index;
          break;
        }
      }
    } else if (event.key === 'Home') next = enabled.indexOf(true);
    else if (event.key === 'End') next = enabled.lastIndexOf(true);
    if (next === null || next < 0) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const positions = new Map(tools.map((tool, position) => [tool.key, position]));
  return (
    <Box
      role="toolbar"
      aria-label={t('editor.toolbar.label')}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      {groups.map((group, groupIndex) => (
        <Fragment key={group[0]?.key}>
          {groupIndex > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />}
          {group.map((tool) => {
            const position = positions.get(tool.key) ?? 0;
            const title = tool.shortcut
              ? `${tool.label} (${shortcutLabel(tool.shortcut)})`
              : tool.label;
            const button = (
              <IconButton
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                aria-label={tool.label}
                aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
                aria-keyshortcuts={tool.shortcut ? ariaShortcut(tool.shortcut) : undefined}
                disabled={tool.disabled}
                tabIndex={position === tabStop ? 0 : -1}
                onFocus={() => setCurrent(position)}
                // Keeps the editor's selection: the command then acts on what was selected.
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
                size="small"
                color={tool.pressed ? 'primary' : 'default'}
                sx={{
                  borderRadius: 1,
                  minWidth: 40,
                  minHeight: 40,
                  '&.Mui-disabled > span': { color: 'action.disabled' },
                  ...(tool.pressed && { bgcolor: 'action.selected' }),
                }}
              >
                {tool.icon}
              </IconButton>
            );
            return tool.disabled ? (
              <Fragment key={tool.key}>{button}</Fragment>
            ) : (
              <Tooltip key={tool.key} title={title}>
                {button}
              </Tooltip>
            );
          })}
        </Fragment>
      ))}
    </Box>
  );
}

function HeadingIcon({ level }: { level: 2 | 3 }) {
  return (
    <Box
      component="span"
      aria-hidden
      // Text, unlike the icons beside it, must meet the text contrast ratio.
      sx={{
        fontWeight: 700,
        fontSize: '0.95rem',
        lineHeight: 1,
        width: 24,
        textAlign: 'center',
        color: 'text.primary',
      }}
    >
      H{level}
    </Box>
  );
}
