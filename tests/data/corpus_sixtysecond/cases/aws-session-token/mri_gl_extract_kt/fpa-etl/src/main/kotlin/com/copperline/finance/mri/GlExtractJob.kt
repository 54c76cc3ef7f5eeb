package com.copperline.finance.mri

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Nightly ETL: general-ledger detail of the commercial portfolio from MRI (MRI API, MRI_S-PMGL) into the FP&A warehouse.
private const val MRI_API = "https://mrix5api.saas.mrisoftware.com/mriapiservices/api.asp"
private const val SECRET = "IQoJb3JpZ2luX2VjELZvyao92VsJSL/JShmVgzgvFJUYi+0qpFRhEgZ4ha/ppKhBg3qGoLlc0nsCV2VH/HkBX5/NEOAdYQMRlgRjq1/Ks3xq+PpoiE7Sw3IF4Rh0HKXeHxECSd0teGi/PJPHB1rta1fFUYQ10QChIMVxc6bZP7wSWjhL97RqFVZdHnf9CdZaac90nbntE85nXPdjcEV2WpIUAey2wkLO0qJOCyixyEAv8Qtt2N7+JIjtCyM/1s7+UHLeuq6yUCDewu+SZWTHF3RiL7L4VHYulMd4Nj6MyGE66wS9lv9lHU8blAlYy24O5WSTTbxgF+KIf2Roa1CcyqrLwebDK1K4TvKN4NLXkN82RaXc4IE7+XA9jsXN0l3SJYYEN0HzpPLPeXTZ8mSd1fhPKZinA9wGbaiEVojEbIMhSu8I8cggZAwXdkMckSuuBD0Az5i5spbmw1kskUkrgpGkCg7t0P2GG9QI2xm5VeB24Idaoc+ykaY560EmoTWcyQZSPBNEz1V9a46AkLLTwJn4Kch/Dph355c21OjvSPJnOaiygzd8nQjsiUub5uPT3pdB3SzHDoKJTB29B/xR2xSVl8qVrgVe7wVD1dFfD7sHDdPiJROKi6Vj"

class GlExtractJob(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun run(period: String, entity: String): Int {
        val req = HttpRequest.newBuilder(URI.create("$MRI_API?\$api=MRI_S-PMGL_JournalEntries&PERIOD=$period&ENTITYID=$entity&\$format=json"))
            .header("Authorization", System.getenv("MRI_BASIC_AUTH")).GET().build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val load = HttpRequest.newBuilder(URI.create("https://services.copperline-gc.com/api/v1/fpa/gl-loads"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        return http.send(load, HttpResponse.BodyHandlers.discarding()).statusCode()
    }
}
