// Project44Client.kt - registers truckload shipments for tracking with project44 (OAuth client credentials) and relays position updates
package com.harbourline.visibility

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

private const val P44 = "https://na12.api.project44.com"
private const val UPDATES_URL = "https://tracking-hub.harbourline-logistics.com/api/v1/visibility/p44"
private val GRAFANA_CLOUD_ACCESS_POLICY_TOKEN = System.getenv("GRAFANA_CLOUD_TOKEN")

class Project44Client(private val http: HttpClient = HttpClient.newHttpClient()) {

    fun token(): String {
        val form = "grant_type=client_credentials&client_id=" + System.getenv("P44_CLIENT_ID") + "&client_secret=" + System.getenv("P44_CLIENT_SECRET")
        val req = HttpRequest.newBuilder(URI.create("$P44/api/v4/oauth2/client-token"))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(form)).build()
        return org.json.JSONObject(http.send(req, HttpResponse.BodyHandlers.ofString()).body()).getString("access_token")
    }

    fun relay(positionJson: String) {
        val req = HttpRequest.newBuilder(URI.create(UPDATES_URL))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(positionJson)).build()
        http.sendAsync(req, HttpResponse.BodyHandlers.discarding())
    }
}
