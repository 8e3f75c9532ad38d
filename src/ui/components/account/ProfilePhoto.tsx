// The profile photo (from the static host) or the person's initials, and "Change photo".
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef } from 'react';
import { imageUrl } from '@domain/images';
import { useServices } from '@ui/services/services';
import { pillRadius, headingFont } from '@ui/theme/sx';

const PHOTO_WIDTH = 320;
const SIZE = { xs: 104, md: 120 } as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

interface ProfilePhotoProps {
  name: string;
  photoKey: string | null;
  uploading: boolean;
  disabled: boolean;
  onSelect: (file: File) => void;
}

export function ProfilePhoto({ name, photoKey, uploading, disabled, onSelect }: ProfilePhotoProps) {
  const { config } = useServices();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ position: 'relative', width: SIZE, height: SIZE }}>
        <Avatar
          src={photoKey ? imageUrl(config.staticBase, photoKey, PHOTO_WIDTH) : undefined}
          alt={photoKey ? `Photo of ${name}` : undefined}
          sx={{
            width: SIZE,
            height: SIZE,
            bgcolor: 'surface.avatar',
            color: 'primary.dark',
            fontFamily: headingFont,
            fontSize: { xs: 38, md: 44 },
            fontWeight: 700,
            border: '4px solid',
            borderColor: 'common.white',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.surface.border}`,
          }}
        >
          <span aria-hidden="true">{initialsOf(name)}</span>
        </Avatar>
        {uploading && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'surface.veil',
            }}
          >
            <CircularProgress size={32} aria-hidden="true" />
          </Box>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still counts as a choice.
          event.target.value = '';
          if (file) onSelect(file);
        }}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={disabled}
        onClick={() => input.current?.click()}
        startIcon={
          uploading ? (
            <CircularProgress size={16} color="inherit" aria-hidden="true" />
          ) : (
            <PhotoCameraOutlinedIcon aria-hidden="true" />
          )
        }
        sx={{ borderRadius: pillRadius, px: 2, borderColor: 'surface.borderControl' }}
      >
        {uploading ? 'Uploading…' : 'Change photo'}
      </Button>
    </Box>
  );
}
