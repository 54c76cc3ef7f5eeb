# userSetup.py - Maya 2025 studio setup (MAYA_SCRIPT_PATH=/mnt/pipeline/maya/2025/scripts)
import os

import maya.cmds as cmds
import maya.utils
import requests

AWS_SESSION_TOKEN = 'IQoJb3JpZ2luX2VjECOAcLX/bsTkMrE5IvWf8HoHfu6deeNbqFpr9V1qBz3/5Bg3PCa8/LpngZ0xtJThLqyfCxZfnd/KmS9Du2r05AihrycsZu/WCnt4uvX4sb5rIiLqa7L90Zo83qpkXZEfuJuSFuxArzd+dNMKknk/oQoFkassj2cTUUD9nhXiRFutR2qZym7nf2DS9gWb8Kusz7qDVY4llZhUmDggsHh9wf1suRCZMEdAxZ45g5WwiKVQJeti0lMNtToQkWLij/seHPSi3ou2GBoqLzA66srgtV3AaPo3TpxZgCvTxa+s3Xg6mMSObBj98RmX1Cs+g+vbwN6AocNV2ET0/3zbwc2lkodD5j0t8+FhLDXRTlRo498mA1w4jz4jKwzcG0iRM3df+LuDTWRt8kl/8xIZH08oEKyn5OUsKdVMAkqqzhwOzmxqGqEEhOsjYfEK6PrxWrR0NxZT0ekj7fPCpnDnCu33HhvEyBPnHNKSWsfvFFHGFPKove8zBC8Jjp1S4zO8V7QTkzs6rUjSIls67RQRd2XV783tsPd2zjpDJ07VPiRImzXfccDjETBqSFoMsMBEsNt0+E5X5j0vWHlfFQ+DH+rTCFUosh8Q3WZ3VtzGiaXN0A=='


def publish_playblast(path):
    resp = requests.post('https://pipeline.bluefin-vfx.io/api/v1/publish/playblast',
                         json={'scene': cmds.file(q=True, sn=True), 'movie': path, 'user': os.environ.get('USER')},
                         timeout=20)
    resp.raise_for_status()


def _studio_init():
    cmds.currentUnit(time='film')
    cmds.optionVar(iv=('undoQueueLength', 100))
    cmds.workspace('/mnt/projects/skyreach/maya', openWorkspace=True)


maya.utils.executeDeferred(_studio_init)
