# menu.py - studio Nuke menu (NUKE_PATH=/mnt/pipeline/nuke/16.0), loaded after init.py
import os

import nuke
import requests


def submit_for_review():
    node = nuke.selectedNode()
    if node.Class() != 'Write':
        nuke.message('Select a Write node first.')
        return
    path = nuke.filename(node)
    resp = requests.post(
        'https://discord.com/api/v10/channels/445543424316762451/messages',
        json={'shot': os.environ.get('SHOT', ''), 'path': path, 'frames': '%d-%d' % (node.firstFrame(), node.lastFrame())},
        headers={'Authorization': 'Bot OTM1NjYzMTc3MTQxODQzNjQ1.3ieUSW.eCmTY_OzJR58x6-MyJbXqRgF4ylZumhahh9Pd6'},
        timeout=15,
    )
    resp.raise_for_status()
    nuke.message('Sent %s for review' % os.path.basename(path))


studio = nuke.menu('Nuke').addMenu('Bluefin')
studio.addCommand('Submit selected Write for review', submit_for_review, 'ctrl+shift+r')
nuke.knobDefault('Write.mov.mov64_codec', 'appr')
nuke.knobDefault('Root.format', 'UHD_4K')
