# studio_startup.py - Blender 4.2 startup script (BLENDER_USER_SCRIPTS/startup): farm defaults and a render-complete hook
import json
import os
import urllib.request

import bpy
from bpy.app.handlers import persistent

BLOB_SAS_URL = 'https://acmeprodsa.blob.core.windows.net/backups/db.bak?sig=1HmM5hAH%2Fqqf30ZqD0Ztjn7is1Xkpnd51Ji1E8I7b3M%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-06-12T21%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b'


@persistent
def _render_done(scene, *_):
    body = json.dumps({'file': bpy.data.filepath, 'frame_end': scene.frame_end, 'host': os.uname().nodename}).encode()
    req = urllib.request.Request('https://pipeline.riverside-media.co.uk/api/v1/renders/complete', data=body, method='POST',
                                 headers={'Content-Type': 'application/json'})
    urllib.request.urlopen(req, timeout=10)


def register():
    prefs = bpy.context.preferences
    prefs.filepaths.use_relative_paths = True
    prefs.edit.undo_steps = 64
    bpy.app.handlers.render_complete.append(_render_done)


def unregister():
    bpy.app.handlers.render_complete.remove(_render_done)
