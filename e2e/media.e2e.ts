import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminApi, programWithForm, signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';

/** Half a second of a 440 Hz tone: a PCM WAV the upload inspector takes by its RIFF/WAVE bytes. */
function toneWav(seconds = 0.5, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), 44 + i * 2);
  }
  return wav;
}

describe('private media in an application', () => {
  const openBrowser = useBrowser();

  it('plays an uploaded audio answer inline on the organizer’s application page', async () => {
    const api = await adminApi();
    const { slug, programId, formId } = await programWithForm(api, {
      title: 'Prix sonore',
      fields: [{ reference: 'recording', type: 'file', title: 'Enregistrement' }],
    });
    const category = await api.send<{ data: { id: string; steps: { id: string }[] } }>(
      'POST',
      `/api/user.programs/${programId}/categories`,
      { titles: { fr: 'Général' }, steps: [{ type: 'form', titles: { fr: 'Dossier' }, config: { form_id: formId } }] },
    );
    await api.send('POST', `/api/user.programs/${programId}/publish`, {});
    const recording = await api.upload(toneWav(), 'entretien.wav');
    expect(recording.mime).toBe('audio/wav');
    const id = randomUUID();
    await api.send('POST', `/api/portal/programs/${programId}/applications`, { id, categoryId: category.data.id });
    await api.send('PUT', `/api/portal/me/responses/${id}/answers`, {
      version: 1,
      stepId: category.data.steps[0]?.id,
      answers: { recording },
    });

    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    await page.goto(appUrl(`/fr/admin/programs/${slug}/responses/${id}`));
    const audio = page.getByTestId('file-audio');
    await audio.waitFor();
    // The player reads the file by its signed address, without the session header, and knows its length.
    const src = await audio.getAttribute('src');
    expect(src).toMatch(/^\/api\/files\/stream\/.+\?token=/);
    await eventually(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(1);
    const duration = await audio.evaluate((element: HTMLAudioElement) => element.duration);
    expect(Number.isFinite(duration)).toBe(true);
    expect(duration).toBeGreaterThan(0.4);
    expect(await audio.getAttribute('preload')).toBe('metadata');
    // The download stays beside the player.
    expect(await page.getByTestId('file-answer').textContent()).toContain('entretien.wav');
  });
});
