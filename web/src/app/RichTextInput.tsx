import { useEffect, useId, useMemo, useRef } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import '@mantine/tiptap/styles.css';

export interface RichTextInputProps {
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: string | null;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Height of the writing area, before it grows with the text. */
  minHeight?: number;
}

/**
 * Rich text as memories and obituaries keep it: paragraphs, bold, italic,
 * underline, strike-through, lists, quotes and links, the tags the gateway's
 * sanitiser allows. Nothing else can be typed or pasted in (StarterKit's code,
 * headings and rules are left out).
 */
export function RichTextInput(props: RichTextInputProps) {
  const { label, error, required, disabled, minHeight = 160 } = props;
  const { editor, errorId } = useRichTextEditor(props);

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      errorProps={{ id: errorId }}
      className="rich-text-input"
      style={{ '--rich-text-min-height': `${minHeight}px` }}
    >
      <RichTextEditor editor={editor} mt={4} data-error={error ? true : undefined} data-disabled={disabled || undefined}>
        <RichTextToolbar />
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/**
 * The field's tiptap editor, kept in step with the form: it reports its HTML, takes a new value from outside (a
 * reset), follows disabled, and carries the field's ARIA state on the writing area. Also the error text's id.
 */
function useRichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  placeholder,
  required,
  disabled,
  autoFocus,
}: RichTextInputProps) {
  const errorId = useId();
  // What the editor last reported, so that a new value from outside (a reset) is told apart from our own echo.
  const emitted = useRef(value);
  const handlers = useRef({ onChange, onBlur, onFocus });
  handlers.current = { onChange, onBlur, onFocus };

  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': label,
      'aria-required': String(!!required),
      'aria-invalid': String(!!error),
      ...(error ? { 'aria-describedby': errorId } : {}),
    }),
    [label, required, error, errorId],
  );

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ code: false, codeBlock: false, heading: false, horizontalRule: false, link: false, trailingNode: false }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value,
    editable: !disabled,
    autofocus: autoFocus ? 'end' : false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      handlers.current.onChange(html);
    },
    onBlur: () => handlers.current.onBlur?.(),
    onFocus: () => handlers.current.onFocus?.(),
  });

  useEffect(() => {
    if (!editor || !editor.isInitialized || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // ARIA state that changes with the field, on the writing area itself (setOptions waits for the view to exist).
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  return { editor, errorId };
}

/** The toolbar: marks, lists and quotes, links, undo and redo. */
function RichTextToolbar() {
  return (
    <RichTextEditor.Toolbar>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        <RichTextEditor.Strikethrough />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        <RichTextEditor.Blockquote />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
