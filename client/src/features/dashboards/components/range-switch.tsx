// A chart's range (this year / last year, this week / last week...): segments named
// by the chart they switch, kept in the address (useChoiceParam).
import { SegmentGroup } from '../../../components/ui/segment-group';

interface RangeSwitchProps<T extends string> {
  /** The group's accessible name, e.g. "Visitors range". */
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function RangeSwitch<T extends string>({
  label,
  value,
  options,
  onChange,
}: RangeSwitchProps<T>) {
  return (
    <SegmentGroup.Root
      size="xs"
      value={value}
      aria-label={label}
      onValueChange={(details) => {
        const next = options.find((option) => option.value === details.value);
        if (next) onChange(next.value);
      }}
    >
      <SegmentGroup.Indicator />
      {options.map((option) => (
        <SegmentGroup.Item key={option.value} value={option.value}>
          <SegmentGroup.ItemText>{option.label}</SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}
