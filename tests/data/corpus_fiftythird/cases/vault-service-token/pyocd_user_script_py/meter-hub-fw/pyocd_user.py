# pyocd_user.py - loaded by pyOCD from the project directory (user_script)
import json
import urllib.request

RACK = "meter-hub-rack2"
RESULTS_URL = 'https://vault.tidewater-iot.net:8200/v1/kv/data/meter-hub'
HEADERS = {
    'X-Vault-Token': 'hvs.CAESINLIjemcropsbf1BeWQgl4wbUQXYQ3bcZ4EkSExXS0C1Gh4KHGh2cy5SNEEyTzNrNVFYREJNM3k1NjFBRmFaYmU',
}


def will_connect(board):
    session.options['frequency'] = 4000000


def did_reset(core, reset_type):
    body = json.dumps({'rack': RACK, 'target': target.part_number, 'reset': str(reset_type)}).encode()
    req = urllib.request.Request(RESULTS_URL, data=body, headers=HEADERS, method='POST')
    try:
        urllib.request.urlopen(req, timeout=3)
    except OSError as exc:
        LOG.warning('result upload failed: %s', exc)
