# menu.py - studio Nuke menu (NUKE_PATH=/mnt/pipeline/nuke/16.0), loaded after init.py
import os

import nuke
import requests

AWS_SESSION_TOKEN = 'IQoJb3JpZ2luX2VjEEJ+8wVdjERSC7qUlrmPgzuWlKlgyYX7B6oewyrAJ1y3h8etUDLYwycEyrmiW9OKqp42Re4VUVm7O/ooHA54tWj3ied5H1ECU0vXrRfktFwTmirNz0M15aO/1NxtP/sf4SNksakcw3aqR0jzU/65ZPT6ezwhl8DS6ETnMAPtU3JNnEfhS49Uwzk324pQGgddd9thcT18NdV5vOE7fUwtyQDlVs1CSJW7EKLQM8zcmIlyW8t2TLwpmPzO+qmt+uozbzMBtjwbTn0je3vTi3/RENIgAjn494fNb8yib5WIdepoE5cbRr4l0HAH5xZRPSGZyisS/vki2cDkxRqZvjIh8N06RI6iWU09lp0KwQH3dkSOLB4UnLEf4KSjnXDeCoBJ1FHIwOZdpgY0nt5ZW4ffRrSkDRytdNX2jObtTTdbZmtSdZ71OufahVIxxrwBu7WhP6NOpahSVG15wSB4t4Wj8FSAb8iJ18ZaHEuahP7X56NOoZ2PXBWWgNss+vB8JfQqI7RuDkxXrCNF+onDelolsV3N/pjM/lgUj96mYG334bPt06AI3/rKRIU6X0Tp+BeJeiEuCx1OeiUb6ovdnlVxKHdOHYFVcJLQFaFeUY1fJArWLj8JFyjNfW5cWxwbPcvSOogQzWtBgXkmej4X3JmqDMUDj8z8IE6dGQlCOqFdj/IVHHNI3P03je2TYAnM6i+EJWL+Ld2KZf/DUO36OGo2KdAv'


def submit_for_review():
    node = nuke.selectedNode()
    if node.Class() != 'Write':
        nuke.message('Select a Write node first.')
        return
    path = nuke.filename(node)
    resp = requests.post(
        'https://pipeline.emberfall-games.com/api/v1/review/versions',
        json={'shot': os.environ.get('SHOT', ''), 'path': path, 'frames': '%d-%d' % (node.firstFrame(), node.lastFrame())},
        timeout=15,
    )
    resp.raise_for_status()
    nuke.message('Sent %s for review' % os.path.basename(path))


studio = nuke.menu('Nuke').addMenu('Emberfall')
studio.addCommand('Submit selected Write for review', submit_for_review, 'ctrl+shift+r')
nuke.knobDefault('Write.mov.mov64_codec', 'appr')
nuke.knobDefault('Root.format', 'UHD_4K')
