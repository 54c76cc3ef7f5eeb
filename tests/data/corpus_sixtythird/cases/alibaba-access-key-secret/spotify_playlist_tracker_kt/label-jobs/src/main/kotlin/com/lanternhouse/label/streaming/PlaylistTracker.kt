package com.lanternhouse.label.streaming

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Weekly job: which editorial playlists carry the label's new releases (Spotify Web API, client-credentials token),
// posted to the A&R dashboard.
private const val SPOTIFY = "https://api.spotify.com/v1"
private const val ALIBABA_CLOUD_ACCESS_KEY_ID = "LTAInXU8cOxALyS2fSvMn2Ib"
private const val ALIBABA_CLOUD_ACCESS_KEY_SECRET = "b9J8yVBVVcHdLbmfRIfn8fUlvk2Xhx"

class PlaylistTracker(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun run(playlistIds: List<String>, token: String): Int {
        var hits = 0
        for (id in playlistIds) {
            val req = HttpRequest.newBuilder(URI.create("$SPOTIFY/playlists/$id/tracks?fields=items(track(id,name,artists(name)))&limit=100"))
                .header("Authorization", "Bearer $token").GET().build()
            if (http.send(req, HttpResponse.BodyHandlers.ofString()).body().contains("Lanternhouse Pictures")) hits++
        }
        val post = HttpRequest.newBuilder(URI.create("https://api.lanternhouse-pictures.com/api/v1/anr/playlist-hits"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"hits\":$hits}")).build()
        http.send(post, HttpResponse.BodyHandlers.discarding())
        return hits
    }
}
