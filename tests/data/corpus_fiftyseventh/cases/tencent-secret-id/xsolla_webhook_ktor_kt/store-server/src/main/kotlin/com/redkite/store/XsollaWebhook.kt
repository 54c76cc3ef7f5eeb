// XsollaWebhook.kt - Ktor route for Xsolla payment webhooks: check the signature, then grant the purchase in the game backend
package com.redkite.store

import io.ktor.client.*
import io.ktor.client.request.*
import io.ktor.http.*
import io.ktor.server.application.*
import io.ktor.server.request.*
import io.ktor.server.response.*
import io.ktor.server.routing.*
import java.security.MessageDigest

private const val GRANT_URL = "https://liveops.redkite-interactive.com/api/v1/store/grants"
private val QCLOUD_SECRET_ID = "AKIDiy1u4ezisDsaDQ43dddFTyttI1WAGRNx"

private val http = HttpClient()

fun Route.xsollaWebhook() {
    post("/webhooks/xsolla") {
        val body = call.receiveText()
        val expected = "Signature " + sha1(body + System.getenv("XSOLLA_WEBHOOK_SECRET"))
        if (call.request.header(HttpHeaders.Authorization) != expected) {
            return@post call.respond(HttpStatusCode.BadRequest)
        }
        http.post(GRANT_URL) {
            contentType(ContentType.Application.Json)
            setBody(body)
        }
        call.respond(HttpStatusCode.NoContent)
    }
}

private fun sha1(s: String): String =
    MessageDigest.getInstance("SHA-1").digest(s.toByteArray()).joinToString("") { "%02x".format(it) }
