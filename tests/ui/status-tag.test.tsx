// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTag } from '../../src/ui/status-tag';

describe('StatusTag', () => {
  it('says the status in words, in a tag of its colour', () => {
    render(<StatusTag label="Resolved" colour="green" />);
    const tag = screen.getByText('Resolved');
    expect(tag).toHaveClass('tag', 'tag--green');
    // Strong importance for the status, as GOV.UK's tag: read with the text around it, not as a control.
    expect(tag.tagName).toBe('STRONG');
  });

  it("keeps the page's own class names beside its own", () => {
    render(<StatusTag label="Cancelled" colour="red" className="case-status" />);
    expect(screen.getByText('Cancelled')).toHaveClass('tag', 'tag--red', 'case-status');
  });
});
