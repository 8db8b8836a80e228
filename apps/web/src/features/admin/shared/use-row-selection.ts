import { useState } from 'react';

/**
 * The rows selected on a list page. A selection holds for the page and filters it was made on
 * (`viewKey`), and only rows still on the page count: a row decided elsewhere drops out with the
 * refetch.
 */
export function useRowSelection(viewKey: string, rows: readonly { id: number }[]) {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: '',
    ids: new Set(),
  });
  const setSelected = (ids: ReadonlySet<number>) => setSelection({ key: viewKey, ids });
  const selected: ReadonlySet<number> = new Set(
    selection.key === viewKey
      ? rows.filter((row) => selection.ids.has(row.id)).map((row) => row.id)
      : [],
  );
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  return { selected, setSelected, toggle };
}
