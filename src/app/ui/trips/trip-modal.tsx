import { zodResolver } from '@hookform/resolvers/zod';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { Trip } from '../../../shared/api/calls/account.ts';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { TRIP_DESCRIPTION_MAX_LENGTH, TRIP_TITLE_MAX_LENGTH } from '../../../shared/constants/account.ts';
import { requiredText } from '../../../shared/forms/account-fields.ts';
import { tripChanges } from '../../lib/trips.ts';
import { Modal } from '../modal.tsx';
import { tripFormMachine, type TripFormValues } from './trip-form-machine.ts';
import './texts.ts';
import './trips.css';

const tripForm = z.object({
  title: requiredText(TRIP_TITLE_MAX_LENGTH),
  description: z.string().max(TRIP_DESCRIPTION_MAX_LENGTH),
});

type Props =
  | {
      mode: 'create';
      userId: string;
      places?: readonly TripPlace[];
      onClose: () => void;
      onSaved: (tripId: string, title: string) => void;
    }
  | { mode: 'edit'; trip: Trip; onClose: () => void; onSaved: (tripId: string, title: string) => void };

/** Create or edit a trip (spec 01 §4, §5): title required, description optional; saved through the outbox. */
export function TripModal(props: Props) {
  const { t } = useTranslation();
  // A new trip gets its id once, when the modal opens (DESIGN.md: ids made on the device).
  const [tripId] = useState(() => (props.mode === 'edit' ? props.trip.id : crypto.randomUUID()));
  const form = useForm<TripFormValues>({
    resolver: zodResolver(tripForm),
    mode: 'onChange',
    defaultValues:
      props.mode === 'edit'
        ? { title: props.trip.title, description: props.trip.description }
        : { title: '', description: '' },
  });
  const [state, send] = useMachine(
    tripFormMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: TripFormValues }) => {
          const values = tripForm.parse(input);
          if (props.mode === 'edit') await tripChanges.update(tripId, values.title, values.description);
          else await tripChanges.create(props.userId, tripId, values.title, values.description, props.places ?? []);
          props.onSaved(tripId, values.title);
        }),
      },
    }),
  );
  const saving = state.matches('saving');
  const { errors, isValid } = form.formState;
  const titleLabel = t('trips.title');
  return (
    <Modal
      title={t(props.mode === 'edit' ? 'trips.editTitle' : 'trips.createTitle')}
      closeLabel={t('trips.close')}
      onClose={props.onClose}
      className="trip-modal"
    >
      <form className="trip-form" noValidate onSubmit={form.handleSubmit((values) => send({ type: 'SUBMIT', values }))}>
        <p className="trip-form__field">
          <label htmlFor="trip-title">{titleLabel}</label>
          <input
            id="trip-title"
            {...form.register('title')}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? 'trip-title-error' : undefined}
            autoFocus
          />
          {errors.title?.message && (
            <span id="trip-title-error" className="trip-form__error" role="alert">
              {errors.title.message}
            </span>
          )}
        </p>
        <p className="trip-form__field">
          <label htmlFor="trip-description">{t('trips.description')}</label>
          <textarea id="trip-description" rows={4} {...form.register('description')} />
        </p>
        <div className="trip-form__actions">
          <button type="button" className="link-button" onClick={props.onClose}>
            {t('trips.cancel')}
          </button>
          <button type="submit" className="button" disabled={saving || !isValid} aria-busy={saving}>
            {saving ? t('trips.saving') : t(props.mode === 'edit' ? 'trips.save' : 'trips.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
