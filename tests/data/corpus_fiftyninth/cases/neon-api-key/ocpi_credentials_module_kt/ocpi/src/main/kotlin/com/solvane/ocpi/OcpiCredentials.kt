package com.solvane.ocpi

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse
import java.util.Base64

// OCPI 2.2.1 credentials module: registers with an eMSP (POST /credentials with token B), keeps token C for later calls.
private const val VERSIONS_URL = "https://ocpi.solvane.io/ocpi/versions"
private const val PARTY_ID = "W0H"
private val neonApiKey = "napi_pppg8wnh0gqgmskd9rcw8tm95wb1w12ru8ohglzdmlav9xitew27dee07w45xuuw"

class OcpiCredentials(private val http: HttpClient = HttpClient.newHttpClient()) {
    private fun tokenHeader(token: String) = "Token " + Base64.getEncoder().encodeToString(token.toByteArray())

    fun register(credentialsUrl: String, tokenA: String, tokenB: String): String {
        val body = """{"token":"$tokenB","url":"$VERSIONS_URL","roles":[{"role":"CPO","party_id":"$PARTY_ID","country_code":"NL"}]}"""
        val req = HttpRequest.newBuilder(URI.create(credentialsUrl)).header("Authorization", tokenHeader(tokenA))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val audit = HttpRequest.newBuilder(URI.create("https://plant-telemetry.solvane.io/api/v1/roaming/ocpi-registrations"))
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        http.sendAsync(audit, HttpResponse.BodyHandlers.discarding())
        return res.body()
    }
}
