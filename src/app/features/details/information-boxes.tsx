import { useTranslation } from '../../i18n/use-translation.tsx';
import { wineEntityInfo } from './wine-entity-info.ts';

/** Facilities, parking, tasting, kitchen, tourist programmes, rooms and accommodation, each box only when it has something. */
export function InformationBoxes({ sections }: { sections: Record<string, unknown> }) {
  const { t } = useTranslation();
  const info = wineEntityInfo(sections);
  const parking = (['cars', 'buses', 'bikes'] as const).filter((kind) => info.parking[kind] > 0);
  const tasting = [
    ...(info.gustation.regularDays !== null
      ? [t('details.info.regularTasting', { days: info.gustation.regularDays })]
      : []),
    ...info.gustation.flags.map((flag) => t(`details.info.${flag}`)),
  ];
  return (
    <>
      {(info.facilities.length > 0 || parking.length > 0) && (
        <section className="detail-box" aria-labelledby="facilities">
          <h2 id="facilities">{t('details.info.facilities')}</h2>
          <ul>
            {info.facilities.map((flag) => (
              <li key={flag}>{t(`details.info.${flag}`)}</li>
            ))}
            {parking.map((kind) => (
              <li key={kind}>{t(`details.info.parking.${kind}`, { count: info.parking[kind] })}</li>
            ))}
          </ul>
        </section>
      )}
      {tasting.length > 0 && (
        <section className="detail-box" aria-labelledby="tasting">
          <h2 id="tasting">{t('details.info.tasting')}</h2>
          <ul>
            {tasting.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {info.kitchen.length > 0 && (
        <section className="detail-box" aria-labelledby="kitchen">
          <h2 id="kitchen">{t('details.info.kitchen')}</h2>
          <ul>
            {info.kitchen.map((flag) => (
              <li key={flag}>{t(`details.info.${flag}`)}</li>
            ))}
          </ul>
        </section>
      )}
      {info.programs.length > 0 && (
        <section className="detail-box" aria-labelledby="programs">
          <h2 id="programs">{t('details.info.programs')}</h2>
          {info.programs.map((program) => (
            <div key={program.title}>
              <h3>{program.title}</h3>
              <p>{program.description}</p>
              {program.participants && <p>{t('details.info.participants', { range: program.participants })}</p>}
              {program.price && <p>{t('details.info.programPrice', { price: program.price })}</p>}
            </div>
          ))}
        </section>
      )}
      {info.rooms.length > 0 && (
        <section className="detail-box" aria-labelledby="rooms">
          <h2 id="rooms">{t('details.info.rooms')}</h2>
          <ul>
            {info.rooms.map((room) => (
              <li key={room.title}>
                {room.title}
                {room.tables !== null ? ` – ${t('details.info.tables', { count: room.tables })}` : ''}
                {room.tasting !== null ? `, ${t('details.info.tastingPlaces', { count: room.tasting })}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {info.accommodation && (
        <section className="detail-box" aria-labelledby="accommodation">
          <h2 id="accommodation">{t('details.info.accommodation')}</h2>
          <ul>
            {info.accommodation.type && (
              <li>
                {t(`details.info.accommodationTypes.${info.accommodation.type}`, {
                  defaultValue: info.accommodation.type,
                })}
              </li>
            )}
            {info.accommodation.capacity !== null && (
              <li>{t('details.info.beds', { count: info.accommodation.capacity })}</li>
            )}
            {info.accommodation.rooms !== null && (
              <li>{t('details.info.roomCount', { count: info.accommodation.rooms })}</li>
            )}
            {info.accommodation.pricePerBed !== null && (
              <li>{t('details.info.pricePerBed', { price: info.accommodation.pricePerBed })}</li>
            )}
            {info.accommodation.meals.map((meal) => (
              <li key={meal}>{t(`details.info.${meal}`)}</li>
            ))}
          </ul>
          {info.accommodation.description && <p>{info.accommodation.description}</p>}
        </section>
      )}
    </>
  );
}
