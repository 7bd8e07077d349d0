import { useSearchParams } from 'react-router';

/** The typed discount code travels in the address (?code=), so it survives the step to the method page and a reload. */
export function useDiscountParam() {
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim().toUpperCase() || null;
  const set = (next: string | null) => setParams((current) => {
    const copy = new URLSearchParams(current);
    if (next) copy.set('code', next); else copy.delete('code');
    return copy;
  }, { replace: true });
  return { code, setCode: set, search: code ? `?code=${encodeURIComponent(code)}` : '' };
}
