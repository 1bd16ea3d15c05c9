import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FacetView } from '../../shared/facet-model';
import { FacetGroup } from './facet-group';

function facet(count: number, checked: number[] = [], filterable = true): FacetView<string> {
  return {
    key: 'school',
    legend: 'School',
    filterable,
    options: Array.from({ length: count }, (_, i) => ({
      value: String(i),
      label: `School ${String.fromCharCode(65 + i)}`,
      count: 100 - i,
      checked: checked.includes(i),
      next: `next-${i}`,
    })),
  };
}

const boxes = () => within(screen.getByRole('group', { name: 'School' })).getAllByRole('checkbox');

describe('FacetGroup', () => {
  it('names each checkbox with its label and count', () => {
    render(<FacetGroup facet={facet(2)} onToggle={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'School A (100)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'School B (99)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('shows six options with "Show more", keeping ticked ones in view', async () => {
    const user = userEvent.setup();
    render(<FacetGroup facet={facet(12, [9])} onToggle={() => undefined} />);
    expect(boxes()).toHaveLength(7);
    expect(screen.getByRole('checkbox', { name: 'School J (91)' })).toBeChecked();
    const more = screen.getByRole('button', { name: 'Show more (5)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(boxes()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(boxes()).toHaveLength(7);
  });

  it('filters a long list by label with the filter box', async () => {
    const user = userEvent.setup();
    render(<FacetGroup facet={facet(12)} onToggle={() => undefined} />);
    await user.type(screen.getByRole('searchbox', { name: 'Filter School options' }), 'school k');
    expect(boxes()).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'School K (90)' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Filter School options' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter School options' }), 'nothing like it');
    expect(screen.getByText('No matching options.')).toBeInTheDocument();
  });

  it('has no filter box on short or non-filterable lists', () => {
    render(<FacetGroup facet={facet(12, [], false)} onToggle={() => undefined} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('asks for the option’s next search when toggled, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<FacetGroup facet={facet(3)} onToggle={onToggle} />);
    await user.click(screen.getByRole('checkbox', { name: 'School B (99)' }));
    screen.getByRole('checkbox', { name: 'School C (98)' }).focus();
    await user.keyboard(' ');
    expect(onToggle.mock.calls).toEqual([['next-1'], ['next-2']]);
  });
});
