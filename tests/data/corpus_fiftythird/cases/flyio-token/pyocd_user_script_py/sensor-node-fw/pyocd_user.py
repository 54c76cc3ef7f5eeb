# pyocd_user.py - loaded by pyOCD from the project directory (user_script)
import json
import urllib.request

RACK = "sensor-node-rack4"
FLY_ACCESS_TOKEN = 'fm2_UF3e4wPJacvKJkTxayviU1ULgYLMxU0nnli/OXKlzo4oDL4EHDFAWXZZvSOFP51E8NkJqkZkZfWrHUEn9EcQxfsTxMZQi/IoKo0om89hjOSHS9JTxva5e/PFQ/3yBUNMLDqgdCzVEefPidllthSjdohN8Fp6tB8Wp+GI1WlX89SDpc0GcdFzF1GQKHxP+jFSxX2aEhN8JNejZ1QKvx1Ili3FvEebYHbsXi9y8roNC/V2oGcv'
RESULTS_URL = 'https://hil.tidewater-iot.net/api/flash-events'
HEADERS = {'Content-Type': 'application/json'}


def will_connect(board):
    session.options['frequency'] = 4000000


def did_reset(core, reset_type):
    body = json.dumps({'rack': RACK, 'target': target.part_number, 'reset': str(reset_type)}).encode()
    req = urllib.request.Request(RESULTS_URL, data=body, headers=HEADERS, method='POST')
    try:
        urllib.request.urlopen(req, timeout=3)
    except OSError as exc:
        LOG.warning('result upload failed: %s', exc)
