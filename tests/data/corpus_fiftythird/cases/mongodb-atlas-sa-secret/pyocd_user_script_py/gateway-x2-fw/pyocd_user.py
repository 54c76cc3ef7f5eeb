# pyocd_user.py - loaded by pyOCD from the project directory (user_script)
import json
import urllib.request

RACK = "gateway-x2-rack2"
ATLAS_CLIENT_ID = 'mdb_sa_id_81424b6202d04ffaa9b28b3d'
MONGODB_ATLAS_CLIENT_SECRET = 'mdb_sa_sk_3hFjODljofXgOMnPL4GKSVAV5aoCWaVMIgr0aLLx'
RESULTS_URL = 'https://hil.larkspur-robotics.com/api/flash-events'
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
