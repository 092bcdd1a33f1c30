import { describe, expect, it } from 'vitest';
import { IMAGE_KEY_PREFIX, SEED_COURSES, seedCourseImages } from './seed-courses';

describe('demo course pictures', () => {
  it('are SVG drawn here, under names the picture route serves, one per course plus the sign-up poster', () => {
    const images = seedCourseImages();
    expect(images).toHaveLength(SEED_COURSES.length + SEED_COURSES.filter((c) => c.signUp).length);
    for (const image of images) {
      expect(image.key).toMatch(new RegExp(`^${IMAGE_KEY_PREFIX}[0-9a-f]{32}\\.svg$`));
      expect(image.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(image.svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    expect(new Set(images.map((i) => i.key)).size).toBe(images.length);
  });
});
