import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../src/shared/i18n';
import { ErrorMessage, Fieldset, FormGroup, Hint } from '../shared/field-parts';
import { describedBy, hintAndErrorIds, readWidgetOptions } from '../shared/widget-options';
import {
  availableDates,
  findChosenSlot,
  findOfferedSlot,
  isBookable,
  readAvailability,
  slotKey,
  slotOn,
  type Availability,
} from './availability';
import { clampPage, datePage, pageOfDate } from './date-pages';
import { appointmentDescription, bandDescription, bandTimes, longDate, shortDate, weekday } from './slot-format';

type PagingButton = 'previous' | 'next';

/** The radio that carries the field id: the first one a resident can choose on the page shown. */
function firstBookable(
  availabilities: readonly Availability[],
  dates: readonly string[],
  current: string | undefined,
): string | undefined {
  for (const date of dates) {
    for (const availability of availabilities) {
      const slot = slotOn(availability, date);
      const key = slotKey(date, availability.band.availabilityType);
      if (slot && isBookable(slot) && key !== current) return key;
    }
  }
  return undefined;
}

/**
 * A band's name for screen readers and voice control: its visible words, then the date written out ("Afternoon
 * (12pm to 6pm), Tuesday 15 October 2024"). Given whole, so neither the hidden date's position nor the chosen tick
 * (CSS content) changes it.
 */
const bandName = (label: string, times: string | undefined, date: string): string =>
  `${times ? `${label} ${times}` : label}, ${longDate(date)}`;

/**
 * The appointment slot grid (repairs.md §2 "Appointment scheduler", §4 "Scheduler"): 5 dates per page with Previous
 * and Next, each date a group of time-band choices, a dash where a band is not offered on that date, and bands
 * with capacity 'Not Available' shown but disabled.
 *
 * All bands are native radios of one group under the question's fieldset (one answer; the arrow keys move through
 * every bookable band of the page, Tab leaves the grid), each date a group named by the date written out (a group
 * rather than a nested fieldset, so the question's hint and error stay the nearest description of every radio), and
 * each radio's name includes its date so it is unique out of context. The chosen slot is shown in a polite live
 * region present from the start (announced once, when chosen); a hidden status tells screen readers which dates a
 * new page shows.
 *
 * When rescheduling, `current` is the slot of the appointment already booked: it is shown where it is in the grid as
 * the current appointment, and named above the grid, but it is no choice (moving to it is no move, and the gateway
 * refuses it); the grid opens on its page. An appointment the availability does not offer (booked by phone on a day
 * outside the contractor's diary, say) is still named above the grid, from `appointmentStart` and `appointmentEnd`.
 *
 * Value: the slot's key "<YYYY-MM-DD>|<availabilityType>" (see slotKey; findChosenSlot turns it back into the
 * slot for the booking payload). Options: `availability` (the availabilities of the availability response, or the
 * response itself), `current` (a slot key, optional), `appointmentStart` and `appointmentEnd` (the booked
 * appointment's date-times, optional) and the usual hint and error options.
 */
export function SlotGridWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const options = readWidgetOptions(props);
  const source: unknown =
    props.options.availability ?? (props.uiSchema?.['ui:options'] as Record<string, unknown> | undefined)?.availability;
  const availabilities = useMemo(() => readAvailability(source), [source]);
  const dates = useMemo(() => availableDates(availabilities), [availabilities]);
  const currentKey = typeof props.options.current === 'string' ? props.options.current : undefined;
  const booked = findOfferedSlot(availabilities, currentKey);
  const currentWords = booked
    ? `${longDate(booked.date)}, ${bandDescription(booked)}`
    : appointmentDescription(props.options.appointmentStart, props.options.appointmentEnd);
  const chosen = value === currentKey ? undefined : findChosenSlot(availabilities, value);

  // A restored answer opens on the page that shows it; else the page of the appointment already booked.
  const [page, setPage] = useState(() => pageOfDate(dates, chosen?.date ?? booked?.date));
  const [announcement, setAnnouncement] = useState('');
  const paging = useRef<PagingButton | null>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  const current = clampPage(page, dates);
  const shown = datePage(dates, current);
  const idHolder = firstBookable(availabilities, shown.dates, booked?.key);
  const name = props.htmlName ?? id;
  const inError = options.errorText !== undefined;

  // The button just pressed disappears on the first and last pages: focus goes to the other one, not to the page.
  useEffect(() => {
    const pressed = paging.current;
    paging.current = null;
    if (pressed === 'next' && !nextButton.current) previousButton.current?.focus();
    if (pressed === 'previous' && !previousButton.current) nextButton.current?.focus();
  }, [page]);

  const turn = (button: PagingButton): void => {
    const next = clampPage(current + (button === 'next' ? 1 : -1), dates);
    const nextDates = datePage(dates, next).dates;
    paging.current = button;
    setPage(next);
    const first = nextDates[0];
    const last = nextDates.at(-1);
    if (first && last) setAnnouncement(t('slot_grid_showing', { from: longDate(first), to: longDate(last) }));
  };

  const choose = (key: string): void => {
    // The chosen line below the grid announces the choice; an older page announcement would only repeat.
    setAnnouncement('');
    onChange(key);
  };

  const radioId = (key: string, dateIndex: number, bandIndex: number): string =>
    key === idHolder ? id : `${id}-${dateIndex}-${bandIndex}`;

  return (
    <FormGroup options={options}>
      <Fieldset
        options={options}
        describedBy={describedBy(...hintAndErrorIds(options), currentWords && `${id}-current`)}
      >
        <Hint options={options} />
        {currentWords ? (
          <p className="body slot-grid__current-line" id={`${id}-current`}>
            {t('widgets_slot_grid_current_appointment', { slot: currentWords })}
          </p>
        ) : null}
        <ErrorMessage options={options} />
        {dates.length === 0 ? (
          <p className="body">{t('slot_grid_no_dates')}</p>
        ) : (
          <div className="slot-grid">
            <div className="slot-grid__dates">
              {shown.dates.map((date, dateIndex) => (
                <div className="slot-grid__date" role="group" aria-labelledby={`${id}-date-${dateIndex}`} key={date}>
                  <div className="slot-grid__date-heading">
                    <span aria-hidden="true">
                      <span className="slot-grid__weekday">{weekday(date)}</span>{' '}
                      <span className="slot-grid__day">{shortDate(date)}</span>
                    </span>
                    <span className="visually-hidden" id={`${id}-date-${dateIndex}`}>
                      {longDate(date)}
                    </span>
                  </div>
                  <div className="slot-grid__bands">
                    {availabilities.map((availability, bandIndex) => {
                      const { band } = availability;
                      const slot = slotOn(availability, date);
                      if (!slot) {
                        return (
                          <div className="slot-grid__none" key={band.availabilityType}>
                            <span aria-hidden="true">–</span>
                            <span className="visually-hidden">
                              {t('slot_grid_band_not_offered', { band: band.availabilityTypeLabel })}
                            </span>
                          </div>
                        );
                      }
                      const key = slotKey(date, band.availabilityType);
                      const inputId = radioId(key, dateIndex, bandIndex);
                      const times = bandTimes(band);
                      if (key === booked?.key) {
                        return (
                          <div className="slot-grid__current" key={band.availabilityType}>
                            <span className="slot-grid__band">{band.availabilityTypeLabel}</span>
                            {times ? (
                              <>
                                {' '}
                                <span className="slot-grid__times">{times}</span>
                              </>
                            ) : null}
                            <strong className="slot-grid__current-tag">{t('widgets_slot_grid_current')}</strong>
                          </div>
                        );
                      }
                      return (
                        <div className="slot-grid__option" key={band.availabilityType}>
                          <input
                            className="slot-grid__input"
                            type="radio"
                            id={inputId}
                            name={name}
                            value={key}
                            checked={value === key}
                            disabled={disabled || readonly || !isBookable(slot)}
                            aria-label={bandName(band.availabilityTypeLabel, times, date)}
                            aria-invalid={inError || undefined}
                            onChange={() => choose(key)}
                            onFocus={() => onFocus(id, value)}
                            onBlur={() => onBlur(id, value)}
                          />
                          <label className="slot-grid__label" htmlFor={inputId}>
                            <span className="slot-grid__band">{band.availabilityTypeLabel}</span>
                            {times ? (
                              <>
                                {' '}
                                <span className="slot-grid__times">{times}</span>
                              </>
                            ) : null}
                            <span className="visually-hidden">, {longDate(date)}</span>
                          </label>
                        </div>
                      );
                    })}
                  </div>
                </div>
              ))}
            </div>
            {shown.hasPrevious || shown.hasNext ? (
              <div className="slot-grid__paging">
                {shown.hasPrevious ? (
                  <button
                    type="button"
                    className="button button--secondary slot-grid__previous"
                    ref={previousButton}
                    onClick={() => turn('previous')}
                  >
                    {t('slot_grid_previous')} <span className="visually-hidden">{t('slot_grid_dates')}</span>
                  </button>
                ) : null}
                {shown.hasNext ? (
                  <button
                    type="button"
                    className="button button--secondary slot-grid__next"
                    ref={nextButton}
                    onClick={() => turn('next')}
                  >
                    {t('slot_grid_next')} <span className="visually-hidden">{t('slot_grid_dates')}</span>
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
        )}
        {/* Present from the start, so the choice is announced when made, and said once rather than also in the hidden
            region. */}
        <p className="body slot-grid__chosen" aria-live="polite">
          {chosen ? t('slot_grid_chosen', { slot: `${longDate(chosen.date)}, ${bandDescription(chosen)}` }) : null}
        </p>
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
      </Fieldset>
    </FormGroup>
  );
}
