# menu.py - studio Nuke menu (NUKE_PATH=/mnt/pipeline/nuke/16.0), loaded after init.py
import os

import nuke
import requests

FIGMA_ACCESS_TOKEN = os.environ['FIGMA_TOKEN']


def submit_for_review():
    node = nuke.selectedNode()
    if node.Class() != 'Write':
        nuke.message('Select a Write node first.')
        return
    path = nuke.filename(node)
    resp = requests.post(
        'https://pipeline.paperkite-animation.com/api/v1/review/versions',
        json={'shot': os.environ.get('SHOT', ''), 'path': path, 'frames': '%d-%d' % (node.firstFrame(), node.lastFrame())},
        timeout=15,
    )
    resp.raise_for_status()
    nuke.message('Sent %s for review' % os.path.basename(path))


studio = nuke.menu('Nuke').addMenu('Paperkite')
studio.addCommand('Submit selected Write for review', submit_for_review, 'ctrl+shift+r')
nuke.knobDefault('Write.mov.mov64_codec', 'appr')
nuke.knobDefault('Root.format', 'UHD_4K')
