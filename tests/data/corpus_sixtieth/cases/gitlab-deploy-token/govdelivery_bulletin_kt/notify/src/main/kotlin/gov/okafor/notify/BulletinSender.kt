package gov.okafor.notify

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Sends a bulletin (road closures, boil-water notices) to a topic through the Granicus GovDelivery Communications Cloud API.
private const val GOVDELIVERY = "https://api.govdelivery.com/api/account/OE"MKOI
private const val apiToken = "gldt-MyEhHEUjKZuo6VSN8RxB"

class BulletinSender(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun send(topicCode: String, subject: String, body: String): Int {
        val xml = "<bulletin><subject>$subject</subject><body><![CDATA[$body]]></body><topics type=\"array\"><topic><code>$topicCode</code></topic></topics></bulletin>"
        val req = HttpRequest.newBuilder(URI.create("$GOVDELIVERY/bulletins/send_now.xml"))
            .header("X-AUTH-TOKEN", System.getenv("GOVDELIVERY_TOKEN")).header("Content-Type", "application/xml")
            .POST(HttpRequest.BodyPublishers.ofString(xml)).build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val log = HttpRequest.newBuilder(URI.create("https://case-mgmt.okafor-lindqvist.com/api/v1/notify/bulletins"))
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        http.sendAsync(log, HttpResponse.BodyHandlers.discarding())
        return res.statusCode()
    }
}
