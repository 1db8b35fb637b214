import './tab-list.css';

export interface TabListProps<T> {
  items: readonly T[];
  /** Key of the label field in each item. */
  labelKey: keyof T;
  /** Key of the id field in each item. */
  idKey: keyof T;
  activeId: unknown;
  onChange: (id: T[keyof T], item: T) => void;
  testId?: string;
}

/** Spec 002 §2: a horizontally scrolling tab bar built from a list with a label key and an id key. */
export function TabList<T>({ items, labelKey, idKey, activeId, onChange, testId }: TabListProps<T>) {
  return (
    <div className="m-tab-list" role="tablist" data-testid={testId}>
      {items.map((item) => {
        const id = item[idKey];
        const active = id === activeId;
        return (
          <button
            key={String(id)}
            type="button"
            role="tab"
            aria-selected={active}
            className={`m-tab-list-item${active ? ' is-active' : ''}`}
            data-id={String(id)}
            onClick={() => onChange(id, item)}
          >
            {String(item[labelKey] ?? '')}
          </button>
        );
      })}
    </div>
  );
}
