/** A small loader for one request: data, error, and reload. */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<T | undefined>;
  set: (value: T) => void;
}

export function useAsync<T>(load: () => Promise<T>, deps: unknown[] = []): AsyncState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    const gen = ++generation.current;
    setLoading(true);
    try {
      const value = await loadRef.current();
      if (gen === generation.current) {
        setData(value);
        setError(null);
      }
      return value;
    } catch (e) {
      if (gen === generation.current) setError(e);
      return undefined;
    } finally {
      if (gen === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      generation.current++;
    };
  }, deps);

  const set = useCallback((value: T) => {
    generation.current++;
    setData(value);
    setError(null);
    setLoading(false);
  }, []);

  return { data, error, loading, reload, set };
}
