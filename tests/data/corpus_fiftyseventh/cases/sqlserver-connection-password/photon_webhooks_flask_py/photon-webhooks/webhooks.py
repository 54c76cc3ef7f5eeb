"""Photon Realtime webhooks (PathCreate, PathClose, PathGameProperties) for Skyreach: rooms are saved and restored from the game DB."""
import os

import requests
from flask import Flask, jsonify, request

DB_CONNECTION = 'Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=crm_prod;Persist Security Info=False;User ID=svc_orders;Password=%#B5P#e*HEJV1@J_3NWQ1iI3;Encrypt=True;TrustServerCertificate=False;'

SAVE_URL = 'https://liveops.driftwood-play.com/api/v1/rooms'
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
