// Star ratings are one element each (no icon per star) and read as a sentence; a product grid
// loads only its first screen of photos at once.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemGrid } from '@ui/components/ItemGrid';
import { RatingStars, Stars } from '@ui/components/Stars';
import { STAR_ROWS } from '@ui/theme/documentShapes';
import { aStoreItem } from '../support/builders/catalogue';
import { clipPathsCut, DOCUMENT_SHAPE_IDS, pageStyles } from './documentShapes';
import { renderWithServices } from './renderWithServices';

describe('star ratings', () => {
  it('read a product rating as one image with its review count, drawn without icons', () => {
    const { container } = renderWithServices(<Stars rating={4.26} count={1234} />);
    const rating = screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 1,234 reviews' });
    expect(within(rating).getByText('4.3 (1,234)')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('say there are no reviews yet instead of empty stars', () => {
    const { container } = renderWithServices(<Stars rating={0} count={0} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-size]')).toBeNull();
  });

  it('fill the share of the row the rating covers, to a tenth of a star', () => {
    const { container } = renderWithServices(
      <>
        <RatingStars value={4.3} label="4.3 out of 5 stars" />
        <RatingStars value={7} />
      </>,
    );
    const labelled = screen.getByRole('img', { name: '4.3 out of 5 stars' });
    expect(labelled.style.getPropertyValue('--stars-filled')).toBe('86%');
    const decorative = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(decorative.style.getPropertyValue('--stars-filled')).toBe('100%');
    expect(decorative.getAttribute('role')).toBeNull();
  });

  it("are cut by the document's shapes, not by SVG images", () => {
    const { container } = renderWithServices(
      <>
        <RatingStars value={3} />
        <RatingStars value={4} />
      </>,
    );
    expect(container.querySelector('svg')).toBeNull();
    expect(clipPathsCut().sort()).toEqual([STAR_ROWS.filled, STAR_ROWS.outline].sort());
    for (const id of clipPathsCut()) expect(DOCUMENT_SHAPE_IDS).toContain(id);
    expect(pageStyles()).not.toContain('data:image/svg');
  });
});

describe('a product grid', () => {
  const items = ['a', 'b', 'c', 'd', 'e'].map((id) => aStoreItem({ _id: id, name: `Product ${id}` }));
  const photos = (container: HTMLElement) => [...container.querySelectorAll('img')];

  it('loads the photos of its first cards at once and the rest when they come near the screen', () => {
    const { container } = renderWithServices(<ItemGrid items={items} priorityCount={2} />);
    expect(
      photos(container).map((photo) => [photo.getAttribute('loading'), photo.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('loads every photo lazily below the first screen', () => {
    const { container } = renderWithServices(<ItemGrid items={items} />);
    expect(photos(container).every((photo) => photo.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
