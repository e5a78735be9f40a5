import { useState } from 'react';

/**
 * A form's save with its button busy meanwhile. A refused save leaves the form as it was: the request
 * layer has already shown why.
 */
export function useSaving<Values>(save: (values: Values) => Promise<void>) {
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await save(values);
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
