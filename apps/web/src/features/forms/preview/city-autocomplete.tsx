import { cityAnswer } from '@opencall/shared/geo';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useCitySuggestions } from '../hooks/use-geo-suggestions';
import { GeoAutocomplete } from './geo-autocomplete';
import type { InputProps } from './input-props';

/** A city typed freely, with municipality suggestions; a choice stores `City (postcode)`. */
export function CityAutocomplete(props: InputProps) {
  const { t } = useTranslation('forms');
  const text = typeof props.value === 'string' ? props.value : '';
  const [chosen, setChosen] = useState<string | null>(null);
  const suggestions = useCitySuggestions(text, text === chosen);
  const options = suggestions.items.map((city) => ({
    key: city.code,
    answer: cityAnswer(city),
    label: cityAnswer(city),
    hint: city.department && `${city.department.name} (${city.department.code})`,
  }));
  return (
    <GeoAutocomplete
      props={props}
      options={options}
      suggestions={suggestions}
      unavailableText={t('preview.geo.cityUnavailable')}
      onPick={(answer) => {
        setChosen(answer);
        props.onChange(answer);
      }}
    />
  );
}
