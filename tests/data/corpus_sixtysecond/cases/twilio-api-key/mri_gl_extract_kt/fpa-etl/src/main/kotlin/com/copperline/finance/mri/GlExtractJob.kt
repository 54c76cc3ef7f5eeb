package com.copperline.finance.mri

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Nightly ETL: general-ledger detail of the commercial portfolio from MRI (MRI API, MRI_S-PMGL) into the FP&A warehouse.
private const val MRI_API = "https://mrix5api.saas.mrisoftware.com/mriapiservices/api.asp"
private const val TWILIO_KEY_SID = "SK65c5ce577325c24a32810fe1dc6bca4e"

class GlExtractJob(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun run(period: String, entity: String): Int {
        val req = HttpRequest.newBuilder(URI.create("$MRI_API?\$api=MRI_S-PMGL_JournalEntries&PERIOD=$period&ENTITYID=$entity&\$format=json"))
            .header("Authorization", System.getenv("MRI_BASIC_AUTH")).GET().build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val load = HttpRequest.newBuilder(URI.create("https://api.copperline-gc.com/api/v1/fpa/gl-loads"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        return http.send(load, HttpResponse.BodyHandlers.discarding()).statusCode()
    }
}
