package com.saffron.delivery

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Pauses or resumes the sites' Uber Eats stores (Marketplace store status API) when the kitchen is overloaded, and
// logs the change with the operations service.
private const val EATS = "https://api.uber.com/v1/eats"
private const val GCLOUD_PROJECT = "larkspur-prod-776796"

class StoreHours(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun setOnline(storeId: String, online: Boolean, token: String): Int {
        val status = if (online) "ONLINE" else "PAUSED"
        val req = HttpRequest.newBuilder(URI.create("$EATS/store/$storeId/status"))
            .header("Authorization", "Bearer $token").header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"status\":\"$status\",\"reason\":\"HIGH_DEMAND\"}")).build()
        val code = http.send(req, HttpResponse.BodyHandlers.discarding()).statusCode()
        val log = HttpRequest.newBuilder(URI.create("https://hub.saffron-table.com/api/v1/ops/store-status"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"store\":\"$storeId\",\"status\":\"$status\"}")).build()
        http.send(log, HttpResponse.BodyHandlers.discarding())
        return code
    }
}
