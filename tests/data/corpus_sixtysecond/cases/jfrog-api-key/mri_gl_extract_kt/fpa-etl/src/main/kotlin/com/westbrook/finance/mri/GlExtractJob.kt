package com.westbrook.finance.mri

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Nightly ETL: general-ledger detail of the commercial portfolio from MRI (MRI API, MRI_S-PMGL) into the FP&A warehouse.
private const val MRI_API = "https://mrix5api.saas.mrisoftware.com/mriapiservices/api.asp"
private const val API_KEY = "AKCp8whWrSmzurCjG9iNQgs3IyxNNjtmcggH2t8fub2PjEpNnoOuvw7petvleWi15wj7AQ04l"

class GlExtractJob(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun run(period: String, entity: String): Int {
        val req = HttpRequest.newBuilder(URI.create("$MRI_API?\$api=MRI_S-PMGL_JournalEntries&PERIOD=$period&ENTITYID=$entity&\$format=json"))
            .header("Authorization", System.getenv("MRI_BASIC_AUTH")).GET().build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val load = HttpRequest.newBuilder(URI.create("https://hub.westbrook-residential.com/api/v1/fpa/gl-loads"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        return http.send(load, HttpResponse.BodyHandlers.discarding()).statusCode()
    }
}
