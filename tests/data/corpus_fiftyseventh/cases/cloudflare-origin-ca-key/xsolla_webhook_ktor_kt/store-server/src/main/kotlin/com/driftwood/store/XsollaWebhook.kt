// XsollaWebhook.kt - Ktor route for Xsolla payment webhooks: check the signature, then grant the purchase in the game backend
package com.driftwood.store

import io.ktor.client.*
import io.ktor.client.request.*
import io.ktor.http.*
import io.ktor.server.application.*
import io.ktor.server.request.*
import io.ktor.server.response.*
import io.ktor.server.routing.*
import java.security.MessageDigest

private const val GRANT_URL = "https://liveops.driftwood-play.com/api/v1/store/grants"
private val CF_ORIGIN_CA_KEY = "v1.0-6f8007d805e4856ad88ea4bf-d75d19accb04fd24e00b5b30fc1262f83534f0aaa80742efb5d21f717b284f09b23e145019bdac72dc70b625f47e7f7ae82583ded80b4b0f1ec54e86e1da42b2e6c6968a5febde34c4"

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
