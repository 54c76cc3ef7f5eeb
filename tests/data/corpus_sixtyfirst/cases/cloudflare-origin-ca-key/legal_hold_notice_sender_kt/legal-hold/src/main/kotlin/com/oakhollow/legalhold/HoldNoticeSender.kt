package com.oakhollow.legalhold

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Sends legal hold notices to custodians when a matter's hold is issued, and records each acknowledgement request.
private const val HOLD_API = "https://holds.oakhollow-tax.com/api/v2"
private const val CF_ORIGIN_CA_KEY = "v1.0-5035a2d69ef108b9694bf7e0-57d8200a37fbab21f1954cd962a2c090de0323d34e421f9fb8bb5080e5a1b38800421138738498f5a3d0eb357b3eafe9319060caba2f1af3645b2dba35ade7759167b3567ca08ef9cf"

class HoldNoticeSender(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun issue(matterId: String, custodians: List<String>): Int {
        val body = custodians.joinToString(",", "{\"matter\":\"$matterId\",\"custodians\":[", "]}") { "\"$it\"" }
        val req = HttpRequest.newBuilder(URI.create("$HOLD_API/matters/$matterId/notices"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)).build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val audit = HttpRequest.newBuilder(URI.create("https://integrations.oakhollow-tax.com/api/v1/legal-hold/notices"))
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        http.sendAsync(audit, HttpResponse.BodyHandlers.discarding())
        return res.statusCode()
    }
}
