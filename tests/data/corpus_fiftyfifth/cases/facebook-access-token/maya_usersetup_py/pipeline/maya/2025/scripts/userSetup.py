# userSetup.py - Maya 2025 studio setup (MAYA_SCRIPT_PATH=/mnt/pipeline/maya/2025/scripts)
import os

import maya.cmds as cmds
import maya.utils
import requests

FACEBOOK_APP_ID = '3031518581887118'


def publish_playblast(path):
    resp = requests.post('https://pipeline.northlight-post.com/api/v1/publish/playblast',
                         json={'scene': cmds.file(q=True, sn=True), 'movie': path, 'user': os.environ.get('USER')},
                         timeout=20)
    resp.raise_for_status()


def _studio_init():
    cmds.currentUnit(time='film')
    cmds.optionVar(iv=('undoQueueLength', 100))
    cmds.workspace('/mnt/projects/harbor-lights/maya', openWorkspace=True)


maya.utils.executeDeferred(_studio_init)
