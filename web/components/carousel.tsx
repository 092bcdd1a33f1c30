import { useLingui } from '@lingui/react';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import classes from './carousel.module.css';
import { stepSlide } from './carousel-index';

/** Part 1 §9: the home carousel moves on every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

interface CarouselProps {
  slides: { key: string; content: ReactNode }[];
  testId: string;
}

/** A sliding carousel that pauses while hovered or focused and when the tab is hidden; the home page and /intenseTraining show one. */
export function Carousel({ slides, testId }: CarouselProps) {
  const { _ } = useLingui();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const current = active < count ? active : 0;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setActive((i) => stepSlide(i, 1, count));
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count, current]);

  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={_('Carousel_Label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid={testId}
    >
      <div className={classes.track} style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={_('Carousel_Slide_Of', { index: index + 1, count })}
            aria-hidden={index !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <ActionIcon
            className={`${classes.arrow} ${classes.prev}`}
            variant="white"
            radius="xl"
            size="lg"
            aria-label={_('Carousel_Previous')}
            onClick={() => setActive(stepSlide(current, -1, count))}
          >
            <IconChevronLeft size={20} />
          </ActionIcon>
          <ActionIcon
            className={`${classes.arrow} ${classes.next}`}
            variant="white"
            radius="xl"
            size="lg"
            aria-label={_('Carousel_Next')}
            onClick={() => setActive(stepSlide(current, 1, count))}
          >
            <IconChevronRight size={20} />
          </ActionIcon>
          <div className={classes.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className={classes.dot}
                data-active={index === current || undefined}
                aria-label={_('Carousel_Go_To', { index: index + 1 })}
                aria-current={index === current}
                onClick={() => setActive(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
