# studio_startup.py - Blender 4.2 startup script (BLENDER_USER_SCRIPTS/startup): farm defaults and a render-complete hook
import json
import os
import urllib.request

import bpy
from bpy.app.handlers import persistent

MS_TEAMS_HOOK = 'https://quillon.webhook.office.com/webhookb2/aa6d202b-cc44-4ef5-9309-53381da66003@f75a0a6e-cc0f-456c-ab50-c2619351ca61/IncomingWebhook/97130cd12d4976e036528c4a2c47619b/6994311d-df21-46df-9eab-cf3278ac9e1b'


@persistent
def _render_done(scene, *_):
    body = json.dumps({'file': bpy.data.filepath, 'frame_end': scene.frame_end, 'host': os.uname().nodename}).encode()
    req = urllib.request.Request('https://pipeline.bluefin-vfx.io/api/v1/renders/complete', data=body, method='POST',
                                 headers={'Content-Type': 'application/json'})
    urllib.request.urlopen(req, timeout=10)


def register():
    prefs = bpy.context.preferences
    prefs.filepaths.use_relative_paths = True
    prefs.edit.undo_steps = 64
    bpy.app.handlers.render_complete.append(_render_done)


def unregister():
    bpy.app.handlers.render_complete.remove(_render_done)
