import { useLingui } from '@lingui/react';
import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';

interface AvatarCropperProps {
  source: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(area: Area): void;
}

/** The square avatar cropper of the profile and group settings, loaded on demand once a picture has been picked. */
export default function AvatarCropper({ source, busy, onCancel, onConfirm }: AvatarCropperProps) {
  const { _ } = useLingui();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Stack gap="md">
      <Box pos="relative" h={300} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} bg="dark.7">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => setArea(pixels)}
        />
      </Box>
      <Group gap="sm" wrap="nowrap">
        <IconZoomOut size={18} />
        <Slider value={zoom} min={1} max={3} step={0.05} onChange={setZoom} label={null} style={{ flex: 1 }} aria-label={_('Zoom')} />
        <IconZoomIn size={18} />
      </Group>
      <Text size="xs" c="dimmed">
        {_('Crop_Avatar_Hint')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {_('Cancel')}
        </Button>
        <Button onClick={() => area && onConfirm(area)} loading={busy} disabled={!area} data-testid="avatar-upload">
          {_('Upload_Avatar')}
        </Button>
      </Group>
    </Stack>
  );
}
