import type { FileStorage } from '../lib/storage/file-storage.ts';

/** How long each generated episode recording lasts: the episode rows take their duration from here, so mm:ss matches the audio. */
export const SEED_AUDIO_SECONDS = [4, 3, 5, 4, 3, 5, 4, 5] as const;

const SAMPLE_RATE = 8000;
const NOTE_SECONDS = 0.5;
const FADE_SECONDS = 0.02;
/** A pentatonic scale: any run of its notes sounds tidy. */
const NOTES_HZ = [262, 294, 330, 392, 440, 523, 587, 659];

/** The recording an episode plays: one of a few generated files, picked by its position. */
export function seedEpisodeAudio(index: number): { url: string; seconds: number } {
  const variant = Math.abs(index) % SEED_AUDIO_SECONDS.length;
  return {
    url: `/media/seed/audio/episode-${variant + 1}.wav`,
    seconds: SEED_AUDIO_SECONDS[variant] ?? SEED_AUDIO_SECONDS[0],
  };
}

/** A mono 16-bit PCM WAV of short faded tones, the same bytes on every run. */
export function toneWav(seconds: number, variant: number): Buffer {
  const samples = Math.round(seconds * SAMPLE_RATE);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  const noteLength = NOTE_SECONDS * SAMPLE_RATE;
  const fade = FADE_SECONDS * SAMPLE_RATE;
  for (let i = 0; i < samples; i += 1) {
    const note = Math.floor(i / noteLength);
    const frequency = NOTES_HZ[(note * (variant + 2) + variant) % NOTES_HZ.length] ?? 440;
    const within = i % noteLength;
    // Each note fades in and out so the joins do not click.
    const envelope = Math.min(1, within / fade, (noteLength - within) / fade);
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * envelope * 9000), 44 + i * 2);
  }
  return wav;
}

/** Writes the episode recordings under `seed/audio/` in the media storage, where `/media/seed/audio/…` serves them. */
export async function writeSeedAudio(media: FileStorage): Promise<void> {
  await Promise.all(
    SEED_AUDIO_SECONDS.map((seconds, variant) =>
      media.write(`seed/audio/episode-${variant + 1}.wav`, toneWav(seconds, variant)),
    ),
  );
}
