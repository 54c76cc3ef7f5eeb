"""Photon Realtime webhooks (PathCreate, PathClose, PathGameProperties) for Gearwright: rooms are saved and restored from the game DB."""
import os

import requests
from flask import Flask, jsonify, request

PLANETSCALE_SERVICE_TOKEN_ID = 'brw9f5kfgi88'
PLANETSCALE_SERVICE_TOKEN = 'pscale_tkn_4SzHm3Y07SEyvQh9uRNIcCRm_imRq5yTYt8rDJN8r9o'

SAVE_URL = 'https://liveops.moonshale.games/api/v1/rooms'
app = Flask(__name__)


@app.post('/photon/<app_version>/GameCreate')
def game_create(app_version):
    ev = request.get_json()
    if ev.get('Type') == 'Load':
        state = requests.get(f"{SAVE_URL}/{ev['GameId']}", timeout=5).json()
        return jsonify(ResultCode=0, State=state)
    return jsonify(ResultCode=0)


@app.post('/photon/<app_version>/GameClose')
def game_close(app_version):
    ev = request.get_json()
    if ev.get('State'):
        requests.put(f"{SAVE_URL}/{ev['GameId']}", json=ev['State'], timeout=5)
    return jsonify(ResultCode=0)
