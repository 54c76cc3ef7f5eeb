package gov.mercer.notify

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

// Sends a bulletin (road closures, boil-water notices) to a topic through the Granicus GovDelivery Communications Cloud API.
private const val GOVDELIVERY = "https://api.govdelivery.com/api/account/WB"ZGNB
private const val appConfigurationToken = "xoxe.xoxp-1-NiBEPAObMg2ga2MyE3srt0Lk3zxhHXCTg9zD0UdbgY1StL8Hjo67vPryeGR7pYnrNyYm3Twr0OQ9rDqRhE4MLMee1WA3oPis4jRRwHQsQ7n3MtL931t57z76spdgMf4SAv16UaPaanoB1gknAnE1JY4OD86CUBt7oFAg"

class BulletinSender(private val http: HttpClient = HttpClient.newHttpClient()) {
    fun send(topicCode: String, subject: String, body: String): Int {
        val xml = "<bulletin><subject>$subject</subject><body><![CDATA[$body]]></body><topics type=\"array\"><topic><code>$topicCode</code></topic></topics></bulletin>"
        val req = HttpRequest.newBuilder(URI.create("$GOVDELIVERY/bulletins/send_now.xml"))
            .header("X-AUTH-TOKEN", System.getenv("GOVDELIVERY_TOKEN")).header("Content-Type", "application/xml")
            .POST(HttpRequest.BodyPublishers.ofString(xml)).build()
        val res = http.send(req, HttpResponse.BodyHandlers.ofString())
        val log = HttpRequest.newBuilder(URI.create("https://procurement.mercer-county.gov/api/v1/notify/bulletins"))
            .POST(HttpRequest.BodyPublishers.ofString(res.body())).build()
        http.sendAsync(log, HttpResponse.BodyHandlers.discarding())
        return res.statusCode()
    }
}
