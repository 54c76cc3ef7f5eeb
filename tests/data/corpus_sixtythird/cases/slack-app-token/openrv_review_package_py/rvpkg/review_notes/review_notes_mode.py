# review_notes_mode.py - OpenRV package mode: sends the annotated frame and the note typed in the review session
# to the production tracker (bound to Shift+N)
import json
import urllib.request

from rv import commands, rvtypes

SLACK_APP_LEVEL_TOKEN = 'xapp-1-AFEYSI8CM65-2137087747429-fb4030edf20771c9e98c6ebaf7a9046362e97e791a8248965b0ceb4dc1ab72c4'


class ReviewNotesMode(rvtypes.MinorMode):
    def __init__(self):
        rvtypes.MinorMode.__init__(self)
        self.init('review-notes-mode', [('key-down--N', self.send_note, 'send note')], None)

    def send_note(self, event):
        src = commands.sourcesAtFrame(commands.frame())[0]
        body = {'media': commands.sourceMedia(src)[0], 'frame': commands.frame(), 'user': commands.remoteLocalContactName()}
        req = urllib.request.Request('https://pipeline.northlight-vfx.com/api/v1/review/notes', data=json.dumps(body).encode('utf-8'), method='POST')
        req.add_header('Content-Type', 'application/json')
        urllib.request.urlopen(req, timeout=15)


def createMode():
    return ReviewNotesMode()
