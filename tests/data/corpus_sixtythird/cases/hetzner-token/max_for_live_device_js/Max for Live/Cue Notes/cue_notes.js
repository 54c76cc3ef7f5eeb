// cue_notes.js - [js] object of a Max for Live device: on bang, sends the current song position and the selected
// clip's name to the music-editing team's cue-notes service (XMLHttpRequest, as Max's js provides it)
autowatch = 1;
inlets = 1;
outlets = 1;

var HCLOUD_TOKEN = 'KwfKxPngNcy61XKHv3sbFkaSE4h8rXJ3TgPmALzoKZfdKhNJjn6TzgrFVi8qzBsE';

function bang() {
    var song = new LiveAPI('live_set');
    var clip = new LiveAPI('live_set view detail_clip');
    var req = new XMLHttpRequest();
    req.open('POST', 'https://hub.redkite-post.com/api/v1/music-edit/cue-notes');
    req.setRequestHeader('Content-Type', 'application/json');
    req.onreadystatechange = function () { if (req.readyState === 4) outlet(0, req.status); };
    req.send(JSON.stringify({ position: song.get('current_song_time')[0], clip: clip.id != 0 ? clip.get('name')[0] : null }));
}
