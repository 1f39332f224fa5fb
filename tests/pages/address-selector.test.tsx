// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { customer } from '../app/support/fakes';
import { activeTenancies } from '../../src/gateway';
import { AddressSelector } from '../../src/customer-ui/address-selector';
import { propertyAddress, propertyOptions, type PropertyOption } from '../../src/customer/property-options';
import { propertyHierarchy } from '../app/support/fakes';

const twoProperties = customer({
  tenancies: [
    { id: 'SHOP', premisesId: 'P-SHOP', start: '2023-05-01' },
    { id: 'HOME', premisesId: 'P-HOME', start: '2015-01-01' },
    { id: 'OLD', premisesId: 'P-OLD', start: '2010-01-01', active: false },
  ],
});
const addresses = new Map([
  ['P-SHOP', 'Unit 4, Market Parade, London, E8 2AA'],
  ['P-HOME', 'Flat 2, 10 Long Road, London, N1 1AA'],
]);
const groups = [
  { tenancyIdentifier: 'SHOP', tenancyGroup: 'Commercial' },
  { tenancyIdentifier: 'HOME', tenancyGroup: 'General Needs' },
];

function Harness({ options }: { options: PropertyOption[] }) {
  const [selectedId, setSelectedId] = useState(options[0]?.premisesId);
  const selected = options.find((option) => option.premisesId === selectedId);
  return <AddressSelector options={options} selected={selected} onSelect={setSelectedId} />;
}

describe('property options', () => {
  it('lists active properties, residential first even when a non-residential tenancy is newer', () => {
    const options = propertyOptions(activeTenancies(twoProperties), groups, addresses);
    expect(options.map((option) => [option.premisesId, option.residential])).toEqual([
      ['P-HOME', true],
      ['P-SHOP', false],
    ]);
  });

  it('keeps the newest tenancy first within residential properties', () => {
    const several = customer({
      tenancies: [
        { id: 'A', premisesId: 'PA', start: '2012-01-01' },
        { id: 'B', premisesId: 'PB', start: '2022-01-01' },
      ],
    });
    expect(propertyOptions(activeTenancies(several), [], new Map()).map((option) => option.premisesId)).toEqual([
      'PB',
      'PA',
    ]);
  });

  it('cuts an address longer than 84 characters to 84 and two dots', () => {
    const long = 'A'.repeat(85);
    const [option] = propertyOptions(activeTenancies(customer()), [], new Map([['P1', long]]));
    expect(option?.address).toBe(`${'A'.repeat(84)}..`);
  });

  it("takes the property's own address from its asset hierarchy", () => {
    expect(propertyAddress('P1', propertyHierarchy('P1', '1 Example Street'))).toBe('1 Example Street');
  });
});

describe('AddressSelector', () => {
  it('is a labelled drop-down with two properties, residential first, and follows the choice', async () => {
    const user = userEvent.setup();
    render(<Harness options={propertyOptions(activeTenancies(twoProperties), groups, addresses)} />);
    const select = screen.getByRole('combobox', { name: 'Property' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Flat 2, 10 Long Road, London, N1 1AA',
      'Unit 4, Market Parade, London, E8 2AA',
    ]);
    await user.selectOptions(select, 'Unit 4, Market Parade, London, E8 2AA');
    expect(select).toHaveValue('P-SHOP');
  });

  it('is plain text with one property', () => {
    render(
      <Harness
        options={propertyOptions(activeTenancies(customer()), [], new Map([['P1', '1 Example Street, London']]))}
      />,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('1 Example Street, London')).toBeInTheDocument();
  });
});
