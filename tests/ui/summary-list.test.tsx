// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_VALUE, SummaryList } from '../../src/ui/summary-list';

describe('SummaryList', () => {
  it('reads each row as a term and its value, in order', () => {
    render(
      <SummaryList
        rows={[
          { key: 'ref', label: 'Reference', value: 'CAS-104' },
          { key: 'opened', label: 'Opened', value: NO_VALUE },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Reference', 'Opened']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['CAS-104', '-']);
    // Each value follows its own term, so the pairs are read together.
    expect(terms[0]?.nextElementSibling).toHaveTextContent('CAS-104');
  });
});
