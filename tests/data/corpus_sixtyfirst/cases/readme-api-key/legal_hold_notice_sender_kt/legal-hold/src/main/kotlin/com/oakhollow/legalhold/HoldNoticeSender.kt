package com.oakhollow.legalhold

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Sends legal hold notices to custodians when a matter's hold is issued, and records each acknowledgement request.
private const val HOLD_API = "https://holds.oakhollow-tax.com/api/v2"
private const val README_API_DEFINITION_ID = "93ce97216bb02809d308d101"

class HoldNoticeSender(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun issue(matterId: String, custodians: List<String>): Int {
        val body = custodians.joinToString(",", "{\"matter\":\"$matterId\",\"custodians\":[", "]}") { "\"$it\"" }
        val req = HttpRequest.newBuilder(URI.create("$HOLD_API/matters/$matterId/notices"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)).build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val audit = HttpRequest.newBuilder(URI.create("https://services.oakhollow-tax.com/api/v1/legal-hold/notices"))
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        http.sendAsync(audit, HttpResponse.BodyHandlers.discarding())
        return res.statusCode()
    }
}
