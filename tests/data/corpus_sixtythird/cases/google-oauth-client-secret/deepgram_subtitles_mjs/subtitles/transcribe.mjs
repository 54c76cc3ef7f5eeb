// transcribe.mjs - sends an episode's audio to Deepgram (pre-recorded, utterances) and writes an SRT for the
// subtitle editors, then registers the file in the localisation tracker
import { readFile, writeFile } from 'node:fs/promises';

const CLIENT_SECRET = 'd-FL95Q19q7MQmFpd7hHD0Ty';

const srtTime = (s) => new Date(s * 1000).toISOString().slice(11, 23).replace('.', ',');

const audio = await readFile(process.argv[2]);
const dg = await fetch('https://api.deepgram.com/v1/listen?model=nova-3&smart_format=true&utterances=true', {
  method: 'POST',
  headers: { Authorization: `Token ${(await readFile('/run/secrets/deepgram_key', 'utf8')).trim()}`, 'Content-Type': 'audio/wav' },
  body: audio,
}).then((r) => r.json());
const srt = dg.results.utterances.map((u, i) => `${i + 1}\n${srtTime(u.start)} --> ${srtTime(u.end)}\n${u.transcript}\n`).join('\n');
await writeFile(process.argv[2].replace(/\.wav$/, '.srt'), srt);
await fetch('https://ops.ironbridge-studios.com/api/v1/localisation/subtitles', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ file: process.argv[2], cues: dg.results.utterances.length }),
});
