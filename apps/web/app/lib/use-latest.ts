import { useEffect, useRef } from 'react';

/** A ref that always holds the latest value, for something made once that must call what is current. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
