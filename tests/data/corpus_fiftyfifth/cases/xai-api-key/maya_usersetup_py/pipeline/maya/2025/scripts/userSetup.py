# userSetup.py - Maya 2025 studio setup (MAYA_SCRIPT_PATH=/mnt/pipeline/maya/2025/scripts)
import os

import maya.cmds as cmds
import maya.utils
import requests

XAI_API_KEY = 'xai-30c0dx1ajjJ1KOSP43B2Y3qX9thgfpnbZunxFqDCM3xekYWAeFWi1wkoumitrnIZ6D46NP1g1MiOmdGw'


def publish_playblast(path):
    resp = requests.post('https://pipeline.gravelroad-games.com/api/v1/publish/playblast',
                         json={'scene': cmds.file(q=True, sn=True), 'movie': path, 'user': os.environ.get('USER')},
                         timeout=20)
    resp.raise_for_status()


def _studio_init():
    cmds.currentUnit(time='film')
    cmds.optionVar(iv=('undoQueueLength', 100))
    cmds.workspace('/mnt/projects/nightfall/maya', openWorkspace=True)


maya.utils.executeDeferred(_studio_init)
