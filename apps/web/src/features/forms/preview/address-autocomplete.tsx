import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAddressSuggestions } from '../hooks/use-geo-suggestions';
import { GeoAutocomplete } from './geo-autocomplete';
import type { InputProps } from './input-props';

/** An address typed freely, with suggestions from the address search; a choice stores its full label. */
export function AddressAutocomplete(props: InputProps) {
  const { t } = useTranslation('forms');
  const text = typeof props.value === 'string' ? props.value : '';
  // The label just chosen is not searched again.
  const [chosen, setChosen] = useState<string | null>(null);
  const suggestions = useAddressSuggestions(text, text === chosen);
  const options = suggestions.items.map((address) => ({
    key: `${address.label}|${address.lat},${address.lon}`,
    answer: address.label,
    label: address.label,
    hint: address.context,
  }));
  return (
    <GeoAutocomplete
      props={props}
      options={options}
      suggestions={suggestions}
      unavailableText={t('preview.geo.addressUnavailable')}
      onPick={(answer) => {
        setChosen(answer);
        props.onChange(answer);
      }}
    />
  );
}
