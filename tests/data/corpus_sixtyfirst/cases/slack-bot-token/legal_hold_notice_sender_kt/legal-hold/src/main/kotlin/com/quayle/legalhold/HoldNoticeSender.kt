package com.quayle.legalhold

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Sends legal hold notices to custodians when a matter's hold is issued, and records each acknowledgement request.
private const val HOLD_API = "https://holds.quayle-ostrander.law/api/v2"
private const val SLACK_API_TOKEN = "xoxb-1277179108103-5837141542358-RwKgYxUBbtO1B9ZVNAe7rrE8"

class HoldNoticeSender(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun issue(matterId: String, custodians: List<String>): Int {
        val body = custodians.joinToString(",", "{\"matter\":\"$matterId\",\"custodians\":[", "]}") { "\"$it\"" }
        val req = HttpRequest.newBuilder(URI.create("$HOLD_API/matters/$matterId/notices"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)).build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val audit = HttpRequest.newBuilder(URI.create("https://hub.quayle-ostrander.law/api/v1/legal-hold/notices"))
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        http.sendAsync(audit, HttpResponse.BodyHandlers.discarding())
        return res.statusCode()
    }
}
