import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, type DatePreset } from '../../lib/date-presets';
import { SelectField } from './SelectField';

export interface TimeFrameFieldProps {
  label: string;
  /** A preset, or '' for all time. */
  value: DatePreset | '';
  onChange: (value: DatePreset | '') => void;
  name?: string;
}

/** SPEC section 9's time frame: all time, or one of the date presets. */
export function TimeFrameField({ label, value, onChange, name = 'time_frame' }: TimeFrameFieldProps) {
  const { t } = useTranslation('common');
  const options = [
    { value: '', label: t('datePresets.any') },
    ...DATE_PRESETS.map((each) => ({ value: each, label: t(`datePresets.${each}`) })),
  ];
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      options={options}
      onChange={(event) => onChange(event.target.value as DatePreset | '')}
    />
  );
}
