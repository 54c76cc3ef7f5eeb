# studio_startup.py - Blender 4.2 startup script (BLENDER_USER_SCRIPTS/startup): farm defaults and a render-complete hook
import json
import os
import urllib.request

import bpy
from bpy.app.handlers import persistent

SENTRY_DSN = 'https://caa81caf11cdbb72aafae4b1ecb30f7e@o3136957.ingest.sentry.io/4508107343078564'


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
