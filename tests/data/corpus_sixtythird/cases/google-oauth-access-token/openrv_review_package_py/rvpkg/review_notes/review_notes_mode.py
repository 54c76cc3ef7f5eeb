# review_notes_mode.py - OpenRV package mode: sends the annotated frame and the note typed in the review session
# to the production tracker (bound to Shift+N)
import json
import urllib.request

from rv import commands, rvtypes

ACCESS_TOKEN = 'ya29.a041pfPJEOO5uzZLBNmDI0Ml7LhVV66-QkbyHDOHLk_nSKXEy43Z0HNLS9P-ioZbEgufQr3ShNSlVwW4ReFRIf7HZjHDusP64XNIOfTwfrhVDks6mjxuvjpN9FRaXPZZz1EHDc9Wm6vQKNA5XvxBR4sQUtHNW8OJhP2RfeeoY0r'


class ReviewNotesMode(rvtypes.MinorMode):
    def __init__(self):
        rvtypes.MinorMode.__init__(self)
        self.init('review-notes-mode', [('key-down--N', self.send_note, 'send note')], None)

    def send_note(self, event):
        src = commands.sourcesAtFrame(commands.frame())[0]
        body = {'media': commands.sourceMedia(src)[0], 'frame': commands.frame(), 'user': commands.remoteLocalContactName()}
        req = urllib.request.Request('https://pipeline.redkite-post.com/api/v1/review/notes', data=json.dumps(body).encode('utf-8'), method='POST')
        req.add_header('Content-Type', 'application/json')
        urllib.request.urlopen(req, timeout=15)


def createMode():
    return ReviewNotesMode()
