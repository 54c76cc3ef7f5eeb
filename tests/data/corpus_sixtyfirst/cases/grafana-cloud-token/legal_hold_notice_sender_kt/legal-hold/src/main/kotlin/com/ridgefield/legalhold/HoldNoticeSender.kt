package com.ridgefield.legalhold

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Sends legal hold notices to custodians when a matter's hold is issued, and records each acknowledgement request.
private const val HOLD_API = "https://holds.ridgefield-casualty.com/api/v2"
private const val GRAFANA_CLOUD_TOKEN = "CiQA6obsD9kudFcBPZvF7L4WnuvuPiPQLhyeBNw2xBs7Gx1X3VwSfzf4y6W0nTkvNK8q8hhY1NiDDArUWnhThyIMMPiSmyKHZAWHZBI/DPfqNynnfYtUzs4GxPOm5Y8L1l4DA4LPlaXWiBBrm9ZBMTn6aZQwivTFlXhneW/FV7OiMsFQjwgewS5mTEs3IU1JrmXQuEC1BQP8euTvSTFPDmIGWhKG+f0="

class HoldNoticeSender(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun issue(matterId: String, custodians: List<String>): Int {
        val body = custodians.joinToString(",", "{\"matter\":\"$matterId\",\"custodians\":[", "]}") { "\"$it\"" }
        val req = HttpRequest.newBuilder(URI.create("$HOLD_API/matters/$matterId/notices"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)).build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val audit = HttpRequest.newBuilder(URI.create("https://services.ridgefield-casualty.com/api/v1/legal-hold/notices"))
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        http.sendAsync(audit, HttpResponse.BodyHandlers.discarding())
        return res.statusCode()
    }
}
