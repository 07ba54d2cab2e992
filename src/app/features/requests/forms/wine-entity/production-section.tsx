import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import { useWineText } from './use-wine-text.ts';

const AT = 'productionInfo.0';

/** A winery's vineyards, production and prices; the first two are starred (spec 02 §5), the size in hundredths of a hectare. */
export function ProductionSection() {
  const text = useWineText('production');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('production')}>
      <TextField
        name={`${AT}.vineyardsSize`}
        type="number"
        label={text('vineyardsSize')}
        inputMode="decimal"
        step={0.01}
        required
      />
      <TextField
        name={`${AT}.annualProduction`}
        type="number"
        label={text('annualProduction')}
        inputMode="numeric"
        required
      />
      <TextField name={`${AT}.priceFrom`} type="number" label={text('priceFrom')} inputMode="decimal" />
      <TextField name={`${AT}.priceTo`} type="number" label={text('priceTo')} inputMode="decimal" />
    </Fieldset>
  );
}
