import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskStorage } from '../lib/storage/disk-storage.ts';
import { readWhole } from '../lib/storage/file-storage.ts';
import { SEED_AUDIO_SECONDS, seedEpisodeAudio, toneWav, writeSeedAudio } from './podcast-audio.ts';

/** Length in seconds from a WAV's own header: data bytes / byte rate. */
const wavSeconds = (wav: Buffer) => wav.readUInt32LE(40) / wav.readUInt32LE(28);

describe('seed podcast audio', () => {
  it('writes a PCM WAV as long as the duration the episodes are given', () => {
    const wav = toneWav(4, 0);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wavSeconds(wav)).toBe(4);
    expect(wav.length).toBe(44 + wav.readUInt32LE(40));
  });

  it('is not silent, and the same bytes on every run', () => {
    const wav = toneWav(3, 2);
    const samples = Array.from({ length: 200 }, (_, i) => Math.abs(wav.readInt16LE(44 + (4000 + i) * 2)));
    expect(Math.max(...samples)).toBeGreaterThan(1000);
    expect(toneWav(3, 2).equals(wav)).toBe(true);
    expect(toneWav(3, 3).equals(wav)).toBe(false);
  });

  it('gives each episode a file whose length is its duration', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'seed-audio-'));
    try {
      const media = new DiskStorage(folder);
      await writeSeedAudio(media);
      for (let n = 0; n < SEED_AUDIO_SECONDS.length * 2; n += 1) {
        const { url, seconds } = seedEpisodeAudio(n);
        const wav = await readWhole(media, url.replace('/media/', ''));
        expect(wav && wavSeconds(wav)).toBe(seconds);
        expect(seconds).toBeGreaterThanOrEqual(3);
        expect(seconds).toBeLessThanOrEqual(5);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
