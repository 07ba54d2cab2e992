import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { UploadField } from '../../../../ui/form/upload-field.tsx';
import { useWineText } from './use-wine-text.ts';

/** The main image (1920 × 1024 px recommended, spec 02 §5), the logo and the gallery. */
export function PhotosSection() {
  const text = useWineText('photos');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('photos')}>
      <UploadField name="image" kind="image" label={text('image')} hint={text('imageHint')} />
      <UploadField name="logo" kind="image" label={text('logo')} />
      <UploadField name="gallery" kind="image" multiple label={text('gallery')} />
    </Fieldset>
  );
}
