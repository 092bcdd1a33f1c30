import { AspectRatio, Center } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';

/** The card's picture, or a drawn stand-in when the course has none. */
export function CourseImage({ src, alt, radius }: { src: string | null; alt: string; radius?: number }) {
  return (
    <AspectRatio ratio={16 / 9}>
      {src ? (
        <img src={src} alt={alt} style={{ objectFit: 'cover', width: '100%', height: '100%', borderRadius: radius }} />
      ) : (
        <Center bg="var(--mantine-primary-color-light)" style={{ borderRadius: radius }}>
          <IconSchool size={56} stroke={1.3} color="var(--mantine-primary-color-light-color)" />
        </Center>
      )}
    </AspectRatio>
  );
}
