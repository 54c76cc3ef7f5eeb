// Project44Client.kt - registers truckload shipments for tracking with project44 (OAuth client credentials) and relays position updates
package com.harbourline.visibility

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

private const val P44 = "https://na12.api.project44.com"
private const val UPDATES_URL = "https://carrier-gateway.harbourline-logistics.com/api/v1/visibility/p44"
private val JIRA_EMAIL = "etl_reader@kestrelworks.io"
private val TOKEN = "ATATT3xFfGF0gdhm6sTXcJJ7cSu0_8ohn1H6luYjd8UhEyTo4-cMZeUPPe6LVXZ_tBrgvdcGL9XeQUE0D7T_U5QA05_7T_U7rMuLXMQgLYm2gxjEpkAQ-LEvXP01jwZr_N7LmXmG0a3PQH6qC9n0pFpWqRuC8P7xMNnM08sylXDPjJ3V66Dw1Ej=B7581757"

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
